import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField.tsx';
import { useProvinces } from '../../reference/index.ts';

export type ProvinceFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  emptyLabel: string;
  error?: string | undefined;
};

/** An optional province or state, among the three countries we serve. */
export function ProvinceField<T extends FieldValues>(props: ProvinceFieldProps<T>) {
  const provinces = useProvinces();
  const { t } = useTranslation('directory');
  return (
    <SelectField
      {...props}
      choices={provinces.options.map((option) => ({
        value: option.id,
        label: t('entries.provinceChoice', { province: option.label, country: option.country }),
      }))}
    />
  );
}
