import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxField } from './CheckboxField.tsx';
import { SectionCard } from './SectionCard.tsx';
import { SpinnerButton } from './SpinnerButton.tsx';

export type ConsentAndSendProps<T extends FieldValues> = {
  title: string;
  control: Control<T, unknown, FieldValues>;
  /** The form's consent checkbox. */
  name: FieldPath<T>;
  consentLabel: string;
  /** What happens to the details sent, read out with the checkbox. */
  privacyHint: string;
  /** Why the consent was refused, if it was. */
  error: string | undefined;
  submitLabel: string;
  sending: boolean;
};

/** The last section of a public form: consent to share the details, and the send button. */
export function ConsentAndSend<T extends FieldValues>({
  title,
  control,
  name,
  consentLabel,
  privacyHint,
  error,
  submitLabel,
  sending,
}: ConsentAndSendProps<T>) {
  return (
    <SectionCard title={title}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <div>
          <CheckboxField control={control} name={name} label={consentLabel} hint={privacyHint} />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </div>
        <SpinnerButton type="submit" variant="contained" size="large" spinning={sending}>
          {submitLabel}
        </SpinnerButton>
      </Stack>
    </SectionCard>
  );
}
