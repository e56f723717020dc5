import {
  CARE_SERVICES,
  TASK_TITLE_MAX,
  type TaskCreate,
  type TaskCreateInput,
  TaskRecurrence,
  taskCreateSchema,
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
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAddTask } from './tasksApi.ts';

export type AddTaskDialogProps = { patientId: number; onClose: () => void };

const FIELDS = ['careService', 'title', 'details', 'dueDate', 'recurrence', 'recurrenceDays'];
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** "1, 15" → [1, 15]; blank → left out. Anything else is left for the schema to refuse. */
function daysFromText(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') {
    return undefined;
  }
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/** Adds one task to the patient's care plan; staff only (the server checks again). */
export function AddTaskDialog({ patientId, onClose }: AddTaskDialogProps) {
  const { t } = useTranslation('tasks');
  const label = useLabel();
  const titleId = useId();
  const { errorMap, fieldText } = useFormMessages();
  const mutation = useAddTask(patientId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<
    TaskCreateInput,
    unknown,
    TaskCreate
  >({
    resolver: zodResolver(taskCreateSchema, { error: errorMap }),
    defaultValues: { careService: CARE_SERVICES[0], title: '', dueDate: '', recurrence: null },
  });
  const errors = formState.errors;
  const custom = watch('recurrence') === TaskRecurrence.custom;

  const submit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        const unplaced = placeServerError(error, setError, (field) => FIELDS.includes(field));
        setFailure(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
      },
    });
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label={t('add.name')}
              required
              {...register('title')}
              error={errors.title !== undefined}
              helperText={
                fieldText(errors.title?.message) ?? t('add.nameHint', { max: TASK_TITLE_MAX })
              }
            />
            <TextField
              select
              label={t('add.service')}
              required
              slotProps={nativeSelect}
              {...register('careService')}
              error={errors.careService !== undefined}
              helperText={fieldText(errors.careService?.message) ?? t('add.serviceHint')}
            >
              {CARE_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {t(`services.${service}`)}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('add.dueDate')}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...register('dueDate')}
              error={errors.dueDate !== undefined}
              helperText={fieldText(errors.dueDate?.message)}
            />
            <TextField
              select
              label={t('add.recurrence')}
              slotProps={nativeSelect}
              {...register('recurrence', {
                setValueAs: (value: unknown) =>
                  value === '' || value === null ? null : Number(value),
              })}
              error={errors.recurrence !== undefined}
              helperText={fieldText(errors.recurrence?.message)}
            >
              <option value="">{t('add.once')}</option>
              {TaskRecurrence.codes.map((code) => (
                <option key={code} value={code}>
                  {label(TaskRecurrence.labelKey(code))}
                </option>
              ))}
            </TextField>
            {custom && (
              <TextField
                label={t('add.days')}
                required
                {...register('recurrenceDays', { setValueAs: daysFromText })}
                error={errors.recurrenceDays !== undefined}
                helperText={fieldText(errors.recurrenceDays?.message) ?? t('add.daysHint')}
              />
            )}
            <TextField label={t('add.details')} multiline minRows={2} {...register('details')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('add.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={mutation.isPending}>
            {t('add.submit')}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
