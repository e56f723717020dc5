import {
  allowedCaregiverTransitions,
  type Caregiver,
  CaregiverStatus,
  type CaregiverStatusChangeInput,
  caregiverStatusChangeSchema,
  caregiverTransitionNeedsReason,
  STATUS_REASON_MAX,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { placeServerError } from '../../app/forms/serverErrors.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { CaregiverStatusChip } from './CaregiverChips.tsx';
import { useChangeStatus } from './caregiversApi.ts';
import { StatusHistory } from './StatusHistory.tsx';

export type StatusSectionProps = { caregiver: Caregiver; canManage: boolean };

type StatusForm = CaregiverStatusChangeInput;
type StatusChange = z.output<typeof caregiverStatusChangeSchema>;

/** Where the caregiver stands, the moves the transition table allows from here, and the record. */
export function StatusSection({ caregiver, canManage }: StatusSectionProps) {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  // Kept here: the form starts afresh after a change, the notice about it stays.
  const [done, setDone] = useState<string | null>(null);
  return (
    <SectionCard title={t('detail.sections.status')}>
      <Stack spacing={3}>
        {done && (
          <Alert severity="success" role="status" onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{t('status.current')}</Typography>
          <CaregiverStatusChip status={caregiver.status} />
        </Stack>
        {canManage && (
          // A new status starts a new form: the choices depend on where the caregiver is now.
          <StatusChangeForm key={caregiver.status} caregiver={caregiver} onDone={setDone} />
        )}
        <StatusHistory
          caregiverId={caregiver.id}
          statusLabel={(s) => label(CaregiverStatus.labelKey(s))}
        />
      </Stack>
    </SectionCard>
  );
}

type StatusChangeFormProps = { caregiver: Caregiver; onDone: (notice: string) => void };

function StatusChangeForm({ caregiver, onDone }: StatusChangeFormProps) {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  const { errorMap, fieldText } = useFormMessages();
  const change = useChangeStatus(caregiver.id);
  const choicesId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const choices = allowedCaregiverTransitions(caregiver.status);
  const { control, register, handleSubmit, watch, setError, formState } = useForm<
    StatusForm,
    unknown,
    StatusChange
  >({
    resolver: zodResolver(caregiverStatusChangeSchema, { error: errorMap }),
    defaultValues: { status: undefined, reason: '' },
  });
  const chosen = watch('status');

  const submit = handleSubmit((values) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: (updated) =>
        onDone(t('status.changed', { status: label(CaregiverStatus.labelKey(updated.status)) })),
      // A conflict (someone moved the caregiver meanwhile) says so in the server's words.
      onError: (error) =>
        setFailure(
          placeServerError(error, setError, (field) => field === 'status' || field === 'reason'),
        ),
    });
  });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Controller
        name="status"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={fieldState.error !== undefined} required>
            <FormLabel id={choicesId}>{t('status.moveTo')}</FormLabel>
            <RadioGroup
              aria-labelledby={choicesId}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {choices.map((status) => (
                <FormControlLabel
                  key={status}
                  value={status}
                  control={<Radio inputRef={status === choices[0] ? field.ref : undefined} />}
                  label={label(CaregiverStatus.labelKey(status))}
                />
              ))}
            </RadioGroup>
            {fieldState.error && (
              <FormHelperText>{fieldText(fieldState.error.message)}</FormHelperText>
            )}
          </FormControl>
        )}
      />
      <TextField
        label={t('status.reason')}
        multiline
        minRows={2}
        required={CaregiverStatus.isCode(chosen) && caregiverTransitionNeedsReason(chosen)}
        {...register('reason')}
        error={formState.errors.reason !== undefined}
        helperText={
          fieldText(formState.errors.reason?.message) ??
          t('status.reasonHint', { max: STATUS_REASON_MAX })
        }
      />
      <div>
        <SpinnerButton type="submit" variant="contained" spinning={change.isPending}>
          {t('status.submit')}
        </SpinnerButton>
      </div>
    </Stack>
  );
}
