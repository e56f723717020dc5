import { CAREGIVER_MAX_AVAILABILITY, WeekDay } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { type CaregiverFormValues, NEW_RANGE, TIME_CHOICES } from './formValues.ts';

export type AvailabilityFieldsProps = {
  control: Control<CaregiverFormValues>;
  register: UseFormRegister<CaregiverFormValues>;
  errors: FieldErrors<CaregiverFormValues>['availability'];
  fieldText: (message: string | undefined) => string | undefined;
};

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Weekly hours as rows of day, from and to; a day may have several rows (a split shift). */
export function AvailabilityFields({
  control,
  register,
  errors,
  fieldText,
}: AvailabilityFieldsProps) {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  const { fields, append, remove } = useFieldArray({ control, name: 'availability' });

  return (
    <Stack spacing={2}>
      {fields.length === 0 && <Typography color="text.secondary">{t('form.noHours')}</Typography>}
      {fields.map((row, index) => {
        const rowErrors = errors?.[index];
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={t('form.hoursRow', { number: index + 1 })}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' },
              '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
            }}
          >
            <TextField
              select
              label={t('form.weekDay')}
              slotProps={nativeSelect}
              {...register(`availability.${index}.weekDay`, { valueAsNumber: true })}
              error={rowErrors?.weekDay !== undefined}
              helperText={fieldText(rowErrors?.weekDay?.message)}
            >
              {WeekDay.codes.map((day) => (
                <option key={day} value={day}>
                  {label(WeekDay.labelKey(day))}
                </option>
              ))}
            </TextField>
            {(['start', 'end'] as const).map((end) => (
              <TextField
                key={end}
                select
                label={t(`form.${end}`)}
                slotProps={nativeSelect}
                {...register(`availability.${index}.${end}`)}
                error={rowErrors?.[end] !== undefined}
                helperText={fieldText(rowErrors?.[end]?.message)}
              >
                {TIME_CHOICES.filter((time) =>
                  end === 'start' ? time !== '24:00' : time !== '00:00',
                ).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </TextField>
            ))}
            <IconButton
              onClick={() => remove(index)}
              aria-label={t('form.removeHours', { number: index + 1 })}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      {errors?.root?.message && (
        <Typography color="error" role="alert">
          {fieldText(errors.root.message)}
        </Typography>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= CAREGIVER_MAX_AVAILABILITY}
          onClick={() => append({ ...NEW_RANGE })}
        >
          {t('form.addHours')}
        </Button>
      </Box>
    </Stack>
  );
}
