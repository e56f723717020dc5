import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { numberOrNull } from '../../../app/forms/fieldValues.ts';
import { type PickerOption, SearchPicker } from '../../../components/SearchPicker.tsx';
import { CITY_SEARCH_MIN, useCitySearch } from '../../reference/index.ts';
import type { ListingFormOutput, ListingFormValues } from './formValues.ts';

export type PlaceFieldsProps = {
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  fieldText: (message: string | undefined) => string | undefined;
  /** The saved city's name, shown until another is picked. */
  cityName: string | null;
};

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Where the listing is: a city picked by name fills in its coordinates, which may be made exact. */
export function PlaceFields({ form, fieldText, cityName }: PlaceFieldsProps) {
  const { t } = useTranslation('listingEditor');
  const { register, setValue, getValues, formState } = form;
  const { errors } = formState;
  const [cityText, setCityText] = useState('');
  const cities = useCitySearch(cityText);
  const savedCityId = getValues('cityId');
  const [city, setCity] = useState<PickerOption | null>(
    savedCityId && cityName ? { id: savedCityId, label: cityName } : null,
  );
  const coordinate = (name: 'latitude' | 'longitude') => (
    <TextField
      label={t(`fields.${name}`)}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
      {...register(name, { setValueAs: numberOrNull })}
      error={errors[name] !== undefined}
      helperText={fieldText(errors[name]?.message) ?? t('form.coordinatesHint')}
    />
  );
  return (
    <Box sx={grid}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SearchPicker
          label={t('fields.city')}
          name="city"
          options={cities.options}
          loading={cities.isFetching}
          onSearch={setCityText}
          texts={{
            loading: t('form.searching'),
            noOptions:
              cityText.trim().length < CITY_SEARCH_MIN
                ? t('form.cityHint', { min: CITY_SEARCH_MIN })
                : t('form.noMatches'),
          }}
          value={city}
          onChange={(picked) => {
            setCity(picked);
            setValue('cityId', picked?.id ?? null, { shouldDirty: true });
            // The city's centre, until someone types the exact place.
            const found = cities.options.find((option) => option.id === picked?.id);
            if (found) {
              setValue('latitude', found.latitude, { shouldDirty: true });
              setValue('longitude', found.longitude, { shouldDirty: true });
            }
          }}
          error={fieldText(errors.cityId?.message)}
          helperText={t('form.cityHint', { min: CITY_SEARCH_MIN })}
        />
      </Box>
      {coordinate('latitude')}
      {coordinate('longitude')}
    </Box>
  );
}
