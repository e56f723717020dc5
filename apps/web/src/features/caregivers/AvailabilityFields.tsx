import { CAREGIVER_MAX_AVAILABILITY } from '@hearth/domain';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WeekRangeFields, weekRangeErrors } from '../../components/WeekRangeFields.tsx';
import type { CaregiverFormValues } from './formValues.ts';

export type AvailabilityFieldsProps = {
  control: Control<CaregiverFormValues>;
  register: UseFormRegister<CaregiverFormValues>;
  errors: FieldErrors<CaregiverFormValues>['availability'];
  fieldText: (message: string | undefined) => string | undefined;
};

/** The weekly hours a caregiver can work. */
export function AvailabilityFields({
  control,
  register,
  errors,
  fieldText,
}: AvailabilityFieldsProps) {
  const { t } = useTranslation('caregivers');
  return (
    <WeekRangeFields
      control={control}
      register={register}
      name="availability"
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
