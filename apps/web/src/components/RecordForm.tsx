import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SpinnerButton } from './SpinnerButton.tsx';

export type RecordFormProps = {
  title: string;
  /** What no field shows: the server's refusal, or how many fields need fixing. */
  formError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Where cancelling goes back to. */
  cancelTo: string;
  texts: { cancel: string; save: string };
  saving: boolean;
  children: ReactNode;
};

/** The page form of one record (a patient, a booking): its title, its sections, cancel and save. */
export function RecordForm({
  title,
  formError,
  onSubmit,
  cancelTo,
  texts,
  saving,
  children,
}: RecordFormProps) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {children}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        <Button component={RouterLink} to={cancelTo} disabled={saving}>
          {texts.cancel}
        </Button>
        <SpinnerButton type="submit" variant="contained" spinning={saving}>
          {texts.save}
        </SpinnerButton>
      </Stack>
    </Stack>
  );
}
