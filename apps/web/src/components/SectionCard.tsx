import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export type SectionCardProps = {
  title: string;
  /** A button beside the heading, such as "Add contact". */
  action?: ReactNode;
  children: ReactNode;
};

/** One titled part of a page: a landmark named by its heading, for screen-reader navigation. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
