import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CardRows } from '../../../components/list/CardRows.tsx';
import { TableRows } from '../../../components/list/TableRows.tsx';
import type { RowsProps } from '../../../components/list/types.ts';

/** Rows the page already holds: a table from 600 px up, cards below, as the server lists are. */
export function ResponsiveRows<T>(props: RowsProps<T>) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  return wide ? <TableRows {...props} /> : <CardRows {...props} />;
}
