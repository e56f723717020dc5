import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

export type FormCardProps = {
  title: string;
  /** Without it the card holds a message only, not a form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** The narrow card of the signed-out pages: signing in, asking for a link, setting a password. */
export function FormCard({ title, onSubmit, children }: FormCardProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <Stack
        spacing={3}
        {...(onSubmit ? { component: 'form', onSubmit, noValidate: true } : { component: 'div' })}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
