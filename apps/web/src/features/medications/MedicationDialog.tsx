import {
  type Medication,
  MedicationRoute,
  type MedicationWrite,
  type MedicationWriteInput,
  medicationWriteSchema,
  WeekDay,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { today } from './marDates.ts';
import { useSaveMedication } from './medicationsApi.ts';

export type MedicationDialogProps = {
  patientId: number;
  /** Null adds a new medication. */
  medication: Medication | null;
  onClose: () => void;
  onSaved: () => void;
};

/** The form holds the times as one line of text; the shared schema reads them as a list. */
type FormValues = Omit<MedicationWriteInput, 'times'> & { times: string };

const splitTimes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((time) => time.trim())
    .filter(Boolean);

const formSchema = z.preprocess((value) => {
  const values = value as FormValues;
  return { ...values, times: splitTimes(values.times) };
}, medicationWriteSchema);

function defaults(medication: Medication | null): FormValues {
  if (medication === null) {
    return {
      name: '',
      dose: '',
      route: MedicationRoute.oral,
      times: '',
      weekDays: [],
      prn: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      startDate: today(),
      endDate: null,
      instructions: '',
      prescriber: '',
    };
  }
  return { ...medication, times: medication.times.join(', ') };
}

const shownFields = new Set(['name', 'dose', 'route', 'timeZone', 'startDate', 'endDate']);

/** Adds a medication or changes one; the schedule is checked with the server's own rules. */
export function MedicationDialog({
  patientId,
  medication,
  onClose,
  onSaved,
}: MedicationDialogProps) {
  const { t } = useTranslation('medications');
  const label = useLabel();
  const titleId = useId();
  const { errorMap, fieldText } = useFormMessages();
  const save = useSaveMedication(patientId, medication?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = useMemo(() => defaults(medication), [medication]);
  const { control, register, handleSubmit, setError, formState } = useForm<
    FormValues,
    unknown,
    MedicationWrite
  >({
    // The preprocess step hides the form's own shape from the resolver's types.
    resolver: zodResolver(formSchema as unknown as z.ZodType<MedicationWrite, FormValues>, {
      error: errorMap,
    }),
    defaultValues: initial,
  });
  const prn = useWatch({ control, name: 'prn' });
  const errors = formState.errors;
  // A time's own message (`times.1`) is shown on the one field that holds them all.
  const timesError = Object.entries(errors)
    .filter(([field]) => field === 'times' || field.startsWith('times.'))
    .map(([, error]) => (error as { message?: string } | undefined)?.message)
    .find(Boolean);
  const fieldError = (name: keyof FormValues) => ({
    error: errors[name] !== undefined,
    helperText: fieldText(errors[name]?.message),
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        const unplaced = placeServerError(error, setError, (field) => shownFields.has(field));
        setFailure(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
      },
    });
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {medication ? t('form.editTitle', { medication: medication.name }) : t('form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label={t('form.name')}
              required
              {...register('name')}
              {...fieldError('name')}
            />
            <TextField
              label={t('form.dose')}
              required
              {...register('dose')}
              {...fieldError('dose')}
            />
            <Controller
              control={control}
              name="route"
              render={({ field }) => (
                <TextField
                  select
                  label={t('form.route')}
                  required
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                >
                  {MedicationRoute.codes.map((code) => (
                    <MenuItem key={code} value={code}>
                      {label(MedicationRoute.labelKey(code))}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormControlLabel
              control={
                <Controller
                  control={control}
                  name="prn"
                  render={({ field }) => (
                    <Checkbox
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  )}
                />
              }
              label={t('form.prn')}
            />
            {!prn && (
              <TextField
                label={t('form.times')}
                required
                {...register('times')}
                error={timesError !== undefined}
                helperText={fieldText(timesError) ?? t('form.timesHint')}
              />
            )}
            {!prn && (
              <Controller
                control={control}
                name="weekDays"
                render={({ field }) => {
                  const chosen = (field.value ?? []) as WeekDay[];
                  return (
                    <FormGroup row role="group" aria-labelledby={`${titleId}-days`}>
                      <FormLabel id={`${titleId}-days`} sx={{ width: '100%' }}>
                        {t('form.weekDays')}
                      </FormLabel>
                      {WeekDay.codes.map((day) => (
                        <FormControlLabel
                          key={day}
                          label={label(WeekDay.labelKey(day))}
                          control={
                            <Checkbox
                              checked={chosen.includes(day)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...chosen, day]
                                    : chosen.filter((other) => other !== day),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  );
                }}
              />
            )}
            <TextField
              label={t('form.timeZone')}
              required
              {...register('timeZone')}
              {...fieldError('timeZone')}
            />
            <TextField
              label={t('form.startDate')}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...register('startDate')}
              {...fieldError('startDate')}
            />
            <TextField
              label={t('form.endDate')}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
              {...register('endDate', { setValueAs: (value: string) => value || null })}
              {...fieldError('endDate')}
            />
            <TextField
              label={t('form.instructions')}
              multiline
              minRows={2}
              {...register('instructions')}
            />
            <TextField label={t('form.prescriber')} {...register('prescriber')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('form.save')}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
