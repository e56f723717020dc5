import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../components/SearchPicker.tsx';
import { useShortList } from '../reference/index.ts';
import type { CaregiverFormValues } from './formValues.ts';

/** Any form with a caregiver's languages: the whole profile's, or My profile's. */
type WithLanguages = FieldValues & Pick<CaregiverFormValues, 'languageIds'>;

export type LanguagesFieldProps<V extends WithLanguages> = {
  control: Control<V, unknown, FieldValues>;
  fieldText: (message: string | undefined) => string | undefined;
};

/** The languages a caregiver speaks, chosen from the reference list. */
export function LanguagesField<V extends WithLanguages>({
  control,
  fieldText,
}: LanguagesFieldProps<V>) {
  const { t } = useTranslation('caregivers');
  const languages = useShortList('languages');
  return (
    <Controller
      name={'languageIds' as Path<V>}
      control={control}
      render={({ field, fieldState }) => {
        // The generic form's value at `languageIds`, which the constraint makes a list of ids.
        const chosen = (field.value ?? []) as readonly number[];
        return (
          <SearchPicker
            multiple
            label={t('fields.languages')}
            name={field.name}
            inputRef={field.ref}
            options={languages.options}
            loading={languages.isPending}
            texts={{ loading: t('form.searching'), noOptions: t('form.noMatches') }}
            value={languages.options.filter((choice) => chosen.includes(choice.id))}
            onChange={(picked) => field.onChange(picked.map((choice) => choice.id))}
            error={fieldText(fieldState.error?.message)}
          />
        );
      }}
    />
  );
}
