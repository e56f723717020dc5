import { timesheetReviseSchema } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../../api/fieldErrors.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useReviseTimesheet } from './timesheetsApi.ts';

export type ReviseTimesheetDialogProps = {
  agencyId: number;
  caregiverId: number;
  periodStart: string;
  onClose: () => void;
};

/** A new revision from the visits as they stand; the reason stays with it for the record. */
export function ReviseTimesheetDialog({
  agencyId,
  caregiverId,
  periodStart,
  onClose,
}: ReviseTimesheetDialogProps) {
  const { t } = useTranslation('timesheets');
  const { fieldText } = useFormMessages();
  const revise = useReviseTimesheet(agencyId, caregiverId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const serverReasonError = fieldText(serverFieldError(revise.error, 'reason'));
  const visitsError = fieldText(serverFieldError(revise.error, 'visits'));
  const shownReasonError = reasonError ?? serverReasonError;

  const submit = () => {
    const parsed = timesheetReviseSchema.safeParse({ periodStart, reason });
    if (!parsed.success) {
      setReasonError(t('revise.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    revise.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={t('revise.title')}
      submitLabel={t('revise.submit')}
      formError={
        visitsError ??
        (revise.isError && serverReasonError === undefined ? revise.error.message : null)
      }
      pending={revise.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>{t('revise.about')}</Typography>
      <TextField
        label={t('revise.reason')}
        required
        autoFocus
        multiline
        minRows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={shownReasonError !== undefined}
        helperText={shownReasonError ?? t('revise.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
