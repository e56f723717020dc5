import {
  type AdministrationCreate,
  type AdministrationCreateInput,
  administrationCreateSchema,
  MAR_LATE_AFTER_HOURS,
  type MarDose,
  type Medication,
  MedicationAdministration,
  MedicationRoute,
  MedicationValidation,
  ReasonNotAdministered,
  reasonRequiresComment,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { EntryHistory } from './EntryHistory.tsx';
import { useCorrectEntry, useRecordDose } from './medicationsApi.ts';
import { useDoseTime } from './useDoseTime.ts';

export type DoseDialogProps = {
  patientId: number;
  medication: Medication;
  /** The dose as the grid has it; an as-needed dose not yet given has no time and no entries. */
  dose: MarDose | { scheduledFor: null; entries: MarDose['entries'] };
  canRecord: boolean;
  onClose: () => void;
  onSaved: () => void;
};

const HOUR_MS = 3_600_000;
const fields = new Set(['status', 'reason', 'comment', 'lateReason', 'scheduledFor']);

/**
 * The form checks with the shared schema the server uses, plus what only its mode knows: a
 * correction always says why, and a late dose says why it is late.
 */
function formSchema(correcting: boolean, late: boolean) {
  return administrationCreateSchema.superRefine((value, ctx) => {
    if (correcting && !value.comment) {
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: MedicationValidation.correctionComment,
      });
    }
    if (late && !value.lateReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['lateReason'],
        message: MedicationValidation.lateReasonRequired,
      });
    }
  });
}

/** One dose: what was recorded (corrections after the entries they correct), and the form. */
export function DoseDialog({
  patientId,
  medication,
  dose,
  canRecord,
  onClose,
  onSaved,
}: DoseDialogProps) {
  const { t } = useTranslation('medications');
  const label = useLabel();
  const titleId = useId();
  const doseTime = useDoseTime();
  const { errorMap, fieldText } = useFormMessages();
  const latest = dose.entries.at(-1);
  const correcting = latest !== undefined;
  const [now] = useState(() => Date.now());
  const late =
    !correcting &&
    dose.scheduledFor !== null &&
    now - Date.parse(dose.scheduledFor) > MAR_LATE_AFTER_HOURS * HOUR_MS;
  const record = useRecordDose(patientId, medication);
  const correct = useCorrectEntry(patientId);
  const pending = record.isPending || correct.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(correcting, late), [correcting, late]);
  const { control, register, handleSubmit, setError, formState } = useForm<
    AdministrationCreateInput,
    unknown,
    AdministrationCreate
  >({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: {
      scheduledFor: dose.scheduledFor,
      status: MedicationAdministration.administered,
    },
  });
  const status = useWatch({ control, name: 'status' });
  const reason = useWatch({ control, name: 'reason' });
  const commentRequired =
    correcting || (ReasonNotAdministered.isCode(reason) && reasonRequiresComment(reason));

  const submit = handleSubmit((values) => {
    setFailure(null);
    const onError = (error: Error) => {
      const unplaced = placeServerError(error, setError, (field) => fields.has(field));
      setFailure(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
    };
    if (latest === undefined) {
      record.mutate(values, { onSuccess: onSaved, onError });
    } else {
      const { status: newStatus, reason: newReason, comment = '' } = values;
      correct.mutate(
        { entryId: latest.id, values: { status: newStatus, reason: newReason, comment } },
        { onSuccess: onSaved, onError },
      );
    }
  });

  const title =
    dose.scheduledFor === null
      ? t('dialog.asNeededTitle', { medication: medication.name })
      : t('dialog.recordTitle', {
          medication: medication.name,
          time: doseTime(dose.scheduledFor, medication.timeZone),
        });

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {medication.dose} · {label(MedicationRoute.labelKey(medication.route))}
              {medication.instructions ? ` · ${medication.instructions}` : ''}
            </Typography>
            {correcting && <EntryHistory entries={dose.entries} />}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {canRecord && (
              <>
                {correcting && (
                  <Typography variant="subtitle1" component="h3">
                    {t('dialog.correctTitle')}
                  </Typography>
                )}
                {correcting && (
                  <Typography variant="body2" color="text.secondary">
                    {t('dialog.correctionHint')}
                  </Typography>
                )}
                <Controller
                  control={control}
                  name="status"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('dialog.status')}
                      required
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                    >
                      {MedicationAdministration.codes.map((code) => (
                        <MenuItem key={code} value={code}>
                          {label(MedicationAdministration.labelKey(code))}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                {status !== MedicationAdministration.administered && (
                  <Controller
                    control={control}
                    name="reason"
                    render={({ field }) => (
                      <TextField
                        select
                        label={t('dialog.reason')}
                        required={status !== MedicationAdministration.leaveOfAbsence}
                        name={field.name}
                        inputRef={field.ref}
                        value={field.value ?? ''}
                        onChange={(event) =>
                          field.onChange(event.target.value === '' ? undefined : event.target.value)
                        }
                        error={formState.errors.reason !== undefined}
                        helperText={fieldText(formState.errors.reason?.message)}
                      >
                        <MenuItem value="">{t('dialog.noReason')}</MenuItem>
                        {ReasonNotAdministered.codes.map((code) => (
                          <MenuItem key={code} value={code}>
                            {label(ReasonNotAdministered.labelKey(code))}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                )}
                <TextField
                  label={t('dialog.comment')}
                  required={commentRequired}
                  multiline
                  minRows={2}
                  {...register('comment')}
                  error={formState.errors.comment !== undefined}
                  helperText={
                    fieldText(formState.errors.comment?.message) ??
                    (commentRequired ? t('dialog.commentRequired') : undefined)
                  }
                />
                {late && (
                  <TextField
                    label={t('dialog.lateReason')}
                    required
                    {...register('lateReason')}
                    error={formState.errors.lateReason !== undefined}
                    helperText={
                      fieldText(formState.errors.lateReason?.message) ??
                      t('dialog.lateHint', { hours: MAR_LATE_AFTER_HOURS })
                    }
                  />
                )}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {canRecord ? t('dialog.cancel') : t('dialog.close')}
          </Button>
          {canRecord && (
            <SpinnerButton type="submit" variant="contained" spinning={pending}>
              {correcting ? t('dialog.correct') : t('dialog.save')}
            </SpinnerButton>
          )}
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
