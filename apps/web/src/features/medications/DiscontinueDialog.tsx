import {
  type Medication,
  type MedicationDiscontinue,
  medicationDiscontinueSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useDiscontinueMedication } from './medicationsApi.ts';

export type DiscontinueDialogProps = {
  patientId: number;
  medication: Medication;
  onClose: () => void;
  onDone: () => void;
};

/** Stops a medication, with the reason; it stays on the record, struck from the schedule. */
export function DiscontinueDialog({
  patientId,
  medication,
  onClose,
  onDone,
}: DiscontinueDialogProps) {
  const { t } = useTranslation('medications');
  const titleId = useId();
  const { errorMap, fieldText } = useFormMessages();
  const discontinue = useDiscontinueMedication(patientId, medication.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<MedicationDiscontinue>({
    resolver: zodResolver(medicationDiscontinueSchema, { error: errorMap }),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(({ reason }) => {
    setFailure(null);
    discontinue.mutate(reason, {
      onSuccess: onDone,
      onError: (error) => {
        const unplaced = placeServerError(error, setError, (field) => field === 'reason');
        setFailure(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
      },
    });
  });

  return (
    <Dialog open onClose={discontinue.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t('form.discontinueTitle', { medication: medication.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label={t('form.discontinueReason')}
              required
              multiline
              minRows={2}
              autoFocus
              {...register('reason')}
              error={formState.errors.reason !== undefined}
              helperText={fieldText(formState.errors.reason?.message) ?? t('form.discontinueHint')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={discontinue.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton
            type="submit"
            variant="contained"
            color="error"
            spinning={discontinue.isPending}
          >
            {t('form.discontinueConfirm')}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
