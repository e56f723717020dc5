import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { numberOrNull } from '../../app/forms/fieldValues.ts';
import { type PickerOption, SearchPicker } from '../../components/SearchPicker.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { CITY_SEARCH_MIN, useCitySearch, useShortList } from '../reference/index.ts';
import type { CaregiverFormOutput, CaregiverFormValues } from './formValues.ts';
import { LanguagesField } from './LanguagesField.tsx';

export type WorkFieldsProps = {
  form: UseFormReturn<CaregiverFormValues, unknown, CaregiverFormOutput>;
  fieldText: (message: string | undefined) => string | undefined;
  /** The saved city's name, shown until another is picked. */
  cityName: string | null;
};

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Where the caregiver lives, and what they do: profession, roles and languages. */
export function WorkFields({ form, fieldText, cityName }: WorkFieldsProps) {
  const { t } = useTranslation('caregivers');
  const { register, control, setValue, getValues, formState } = form;
  const { errors } = formState;
  const rolesId = useId();
  const professions = useShortList('professions');
  const roles = useShortList('caregiverRoles');
  const [cityText, setCityText] = useState('');
  const cities = useCitySearch(cityText);
  const savedCityId = getValues('address.cityId');
  const [city, setCity] = useState<PickerOption | null>(
    savedCityId && cityName ? { id: savedCityId, label: cityName } : null,
  );
  const problem = (error: { message?: string | undefined } | undefined) => ({
    error: error !== undefined,
    helperText: fieldText(error?.message),
  });
  const pickerTexts = { loading: t('form.searching'), noOptions: t('form.noMatches') };

  return (
    <>
      <SectionCard title={t('form.sections.address')}>
        <Box sx={grid}>
          <TextField
            label={t('fields.street')}
            {...register('address.street')}
            {...problem(errors.address?.street)}
          />
          <TextField
            label={t('fields.unit')}
            {...register('address.unit')}
            {...problem(errors.address?.unit)}
          />
          <SearchPicker
            label={t('fields.city')}
            name="city"
            options={cities.options}
            loading={cities.isFetching}
            onSearch={setCityText}
            texts={{
              ...pickerTexts,
              noOptions:
                cityText.trim().length < CITY_SEARCH_MIN
                  ? t('form.cityHint', { min: CITY_SEARCH_MIN })
                  : pickerTexts.noOptions,
            }}
            value={city}
            onChange={(picked) => {
              setCity(picked);
              setValue('address.cityId', picked?.id ?? null, { shouldDirty: true });
              // The old pin belongs to the old city; the server places the profile at the new one.
              setValue('address.latitude', null);
              setValue('address.longitude', null);
            }}
            error={fieldText(errors.address?.cityId?.message)}
            helperText={t('form.cityHint', { min: CITY_SEARCH_MIN })}
          />
          <TextField
            label={t('fields.postalCode')}
            {...register('address.postalCode')}
            {...problem(errors.address?.postalCode)}
          />
        </Box>
      </SectionCard>
      <SectionCard title={t('form.sections.work')}>
        <Box sx={grid}>
          <TextField
            select
            label={t('fields.profession')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...register('professionId', { setValueAs: numberOrNull })}
            {...problem(errors.professionId)}
          >
            <option value="">{t('form.noProfession')}</option>
            {professions.options.map((profession) => (
              <option key={profession.id} value={profession.id}>
                {profession.label}
              </option>
            ))}
          </TextField>
          <LanguagesField control={control} fieldText={fieldText} />
        </Box>
        <Controller
          name="roleIds"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl
              component="fieldset"
              error={fieldState.error !== undefined}
              sx={{ mt: 2.5 }}
            >
              <FormLabel component="legend" id={rolesId}>
                {t('fields.roles')}
              </FormLabel>
              <FormGroup row aria-labelledby={rolesId}>
                {roles.options.map((role) => {
                  const chosen = (field.value ?? []).includes(role.id);
                  return (
                    <FormControlLabel
                      key={role.id}
                      label={role.label}
                      control={
                        <Checkbox
                          checked={chosen}
                          onChange={() =>
                            field.onChange(
                              chosen
                                ? (field.value ?? []).filter((id) => id !== role.id)
                                : [...(field.value ?? []), role.id],
                            )
                          }
                        />
                      }
                    />
                  );
                })}
              </FormGroup>
              {fieldState.error && (
                <FormHelperText>{fieldText(fieldState.error.message)}</FormHelperText>
              )}
            </FormControl>
          )}
        />
      </SectionCard>
    </>
  );
}
