import type { ListResponse } from '@hearth/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { CardRows } from './CardRows.tsx';
import { ListPagination } from './ListPagination.tsx';
import { ListEmpty, ListError, ListLoading } from './ListStatus.tsx';
import { TableRows } from './TableRows.tsx';
import type { Column } from './types.ts';
import type { ListParams } from './useListParams.ts';

export type { Column } from './types.ts';

export type DataListProps<T> = {
  /** Names the table (or card list) for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => Key;
  result: UseQueryResult<ListResponse<T>>;
  params: Pick<
    ListParams<string>,
    'page' | 'perPage' | 'setPage' | 'setPerPage' | 'hasFilters' | 'clearFilters'
  >;
  /** What an empty result means on this page. */
  emptyMessage: string;
};

/**
 * One page of a server-side list with its states: loading, failed, empty, and the rows, as a table
 * from 600 px up and as cards below, where a table would need sideways scrolling.
 */
export function DataList<T>({
  label,
  columns,
  rowKey,
  result,
  params,
  emptyMessage,
}: DataListProps<T>) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const { data, isPending, isError, error, isPlaceholderData, refetch } = result;

  if (isPending) {
    return <ListLoading label={t('list.loading')} />;
  }
  if (isError) {
    return <ListError message={error.message} onRetry={() => void refetch()} />;
  }
  const { data: rows, meta } = data;
  const pastTheEnd = rows.length === 0 && meta.total > 0;

  return (
    <Stack spacing={1.5}>
      <Typography role="status" variant="body2" color="text.secondary">
        {t('list.results', { count: meta.total })}
      </Typography>
      {rows.length === 0 ? (
        <ListEmpty
          message={emptyMessage}
          onClearFilters={params.hasFilters ? params.clearFilters : undefined}
          onFirstPage={pastTheEnd ? () => params.setPage(1) : undefined}
        />
      ) : (
        <Box aria-busy={isPlaceholderData} sx={{ position: 'relative' }}>
          {/* The previous page stays readable while the next one loads. */}
          {isPlaceholderData && (
            <LinearProgress
              aria-label={t('list.updating')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            />
          )}
          {wide ? (
            <TableRows label={label} columns={columns} rows={rows} rowKey={rowKey} />
          ) : (
            <CardRows label={label} columns={columns} rows={rows} rowKey={rowKey} />
          )}
        </Box>
      )}
      {meta.total > 0 && (
        <ListPagination
          page={params.page}
          perPage={params.perPage}
          total={meta.total}
          onPageChange={params.setPage}
          onPerPageChange={params.setPerPage}
        />
      )}
    </Stack>
  );
}
