import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type RecordHeaderProps = {
  title: string;
  /** Beside the title: a status chip. */
  badge?: ReactNode;
  /** Buttons for what the person may do with the record. */
  actions?: ReactNode;
};

/** A record's heading with its state and actions; they wrap below it on narrow screens. */
export function RecordHeader({ title, badge, actions }: RecordHeaderProps) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {badge}
      </Stack>
      {actions && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
