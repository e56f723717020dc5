import { CAREGIVER_MAX_AVAILABILITY } from '@hearth/domain';
import type { ArrayPath, Control, FieldValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WeekRangeFields, weekRangeErrors } from '../../components/WeekRangeFields.tsx';
import type { CaregiverFormValues } from './formValues.ts';

/** Any form with a caregiver's weekly hours: the whole profile's, or My profile's. */
type WithAvailability = FieldValues & Pick<CaregiverFormValues, 'availability'>;

export type AvailabilityFieldsProps<V extends WithAvailability> = {
  control: Control<V, unknown, FieldValues>;
  register: UseFormRegister<V>;
  errors: unknown;
  fieldText: (message: string | undefined) => string | undefined;
};

/** The weekly hours a caregiver can work. */
export function AvailabilityFields<V extends WithAvailability>({
  control,
  register,
  errors,
  fieldText,
}: AvailabilityFieldsProps<V>) {
  const { t } = useTranslation('caregivers');
  return (
    <WeekRangeFields
      control={control}
      register={register}
      name={'availability' as ArrayPath<V>}
      errors={weekRangeErrors(errors)}
      max={CAREGIVER_MAX_AVAILABILITY}
      fieldText={fieldText}
      texts={{
        empty: t('form.noHours'),
        row: (number) => t('form.hoursRow', { number }),
        weekDay: t('form.weekDay'),
        start: t('form.start'),
        end: t('form.end'),
        add: t('form.addHours'),
        remove: (number) => t('form.removeHours', { number }),
      }}
    />
  );
}
