import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PickerOption, SearchPicker } from '../../../components/SearchPicker.tsx';

export type MultiPickerFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  /** Every choice: a short reference list, loaded whole. */
  options: readonly PickerOption[];
  loading: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
};

/** A field holding several ids of a short list, chosen by typing and shown as chips. */
export function MultiPickerField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  loading,
  error,
  helperText,
}: MultiPickerFieldProps<T>) {
  const { t } = useTranslation('directory');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ids = (field.value ?? []) as number[];
        return (
          <SearchPicker
            multiple
            label={label}
            name={field.name}
            inputRef={field.ref}
            options={options}
            loading={loading}
            texts={{ loading: t('lookups.loading'), noOptions: t('lookups.noMatches') }}
            // Saved ids in the list's order; one the list no longer offers is not shown.
            value={options.filter((option) => ids.includes(option.id))}
            onChange={(chosen) => field.onChange(chosen.map((option) => option.id))}
            error={error}
            helperText={helperText}
          />
        );
      }}
    />
  );
}
