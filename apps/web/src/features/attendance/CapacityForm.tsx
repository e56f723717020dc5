import { DAY_CAPACITY_MAX } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useSetCapacity } from './attendanceApi.ts';

export type CapacityFormProps = { programId: number; capacity: number | null };

/** How many participants the program takes in a day: the figure the count is read against. */
export function CapacityForm({ programId, capacity }: CapacityFormProps) {
  const { t } = useTranslation('attendance');
  const { fieldText } = useFormMessages();
  const [value, setValue] = useState(capacity === null ? '' : String(capacity));
  const save = useSetCapacity(programId);
  const number = Number(value);
  const valid = Number.isInteger(number) && number >= 1 && number <= DAY_CAPACITY_MAX;
  const message = !valid && value !== '' ? t('capacity.range', { max: DAY_CAPACITY_MAX }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) {
      save.mutate(number);
    }
  };

  return (
    <SectionCard title={t('capacity.title')}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <TextField
          type="number"
          label={t('capacity.label')}
          value={value}
          onChange={(event) => {
            save.reset();
            setValue(event.target.value);
          }}
          error={message !== null || save.isError}
          helperText={
            message ??
            fieldText(serverFieldError(save.error, 'capacityPerDay')) ??
            t('capacity.help')
          }
          slotProps={{ htmlInput: { min: 1, max: DAY_CAPACITY_MAX, inputMode: 'numeric' } }}
          sx={{ maxWidth: 240 }}
        />
        {save.isSuccess && <Alert severity="success">{t('capacity.saved')}</Alert>}
        <SpinnerButton
          type="submit"
          variant="outlined"
          size="large"
          spinning={save.isPending}
          disabled={!valid}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('capacity.save')}
        </SpinnerButton>
      </Stack>
    </SectionCard>
  );
}
