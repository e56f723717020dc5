import { WeekDay } from '@hearth/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blankAsNull } from '../../../app/forms/fieldValues.ts';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { CheckboxGroupField } from './CheckboxGroupField.tsx';
import type { ListingFormOutput, ListingFormValues } from './formValues.ts';

export type HoursFieldsProps = {
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  fieldText: (message: string | undefined) => string | undefined;
};

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The days the listing is open, and its hours on them. */
export function HoursFields({ form, fieldText }: HoursFieldsProps) {
  const { t } = useTranslation('listingEditor');
  const label = useLabel();
  const { control, register, formState } = form;
  const { errors } = formState;
  const days = WeekDay.codes.map((day) => ({ value: day, label: label(WeekDay.labelKey(day)) }));
  const time = (name: 'opensAt' | 'closesAt') => (
    <TextField
      label={t(`fields.${name}`)}
      type="time"
      slotProps={{ inputLabel: { shrink: true } }}
      {...register(name, { setValueAs: blankAsNull })}
      error={errors[name] !== undefined}
      helperText={fieldText(errors[name]?.message) ?? t('form.hoursHint')}
    />
  );
  return (
    <Stack spacing={2.5}>
      <Controller
        name="openDays"
        control={control}
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('fields.openDays')}
            choices={days}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldText(fieldState.error?.message)}
          />
        )}
      />
      <Box sx={grid}>
        {time('opensAt')}
        {time('closesAt')}
      </Box>
    </Stack>
  );
}
