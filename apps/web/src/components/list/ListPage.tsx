import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle.ts';

export type ListPageProps = {
  title: string;
  /** A button beside the heading, such as "Add user". */
  action?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
};

/** The frame of every list page: heading, filters, then the list. */
export function ListPage({ title, action, filters, children }: ListPageProps) {
  usePageTitle(title);
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {action}
      </Stack>
      {filters}
      {children}
    </Stack>
  );
}
