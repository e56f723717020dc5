import { type City, routes, type SearchQuery } from '@hearth/domain';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/callApi.ts';
import { useDebounced } from '../../reference/index.ts';
import { cityLabel, queryOfCity } from './places.ts';

const MIN_LETTERS = 2;
const SUGGESTIONS = 8;

export type PlaceBoxProps = {
  /** The place the search uses now, as text ("Toronto, ON"); '' for none. */
  value: string;
  /** A city picked from the list, or typed words the server resolves ("Ottawa, Ontario"). */
  onChoose: (query: SearchQuery) => void;
  /** Says why the place cannot be used, under the box. */
  error?: string | undefined;
};

/**
 * Where to look for care: suggests cities as one types ("Toronto, ON"); Enter takes the
 * highlighted one, or the typed words when nothing is suggested.
 */
export function PlaceBox({ value, onChoose, error }: PlaceBoxProps) {
  const { t } = useTranslation('marketplace');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const q = useDebounced(text.trim());
  const cities = useQuery({
    queryKey: ['marketplace', 'places', q],
    queryFn: ({ signal }) =>
      callApi(routes.reference.cities(), { query: { q, perPage: SUGGESTIONS }, signal }),
    enabled: q.length >= MIN_LETTERS && q !== value,
    staleTime: 10 * 60_000,
  });
  const options = q.length >= MIN_LETTERS ? (cities.data?.data ?? []) : [];

  return (
    <Autocomplete<City, false, false, true>
      freeSolo
      autoHighlight
      options={options}
      filterOptions={(found) => found}
      getOptionLabel={(option) => (typeof option === 'string' ? option : cityLabel(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, chosen) => {
        if (typeof chosen === 'string') {
          if (chosen.trim() !== '') {
            onChoose({ location: chosen.trim() });
          }
        } else if (chosen !== null) {
          onChoose(queryOfCity(chosen));
        }
      }}
      loading={cities.isFetching}
      loadingText={t('place.loading')}
      noOptionsText={t('place.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('place.label')}
          placeholder={t('place.placeholder')}
          error={error !== undefined}
          helperText={error ?? t('place.help')}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {cities.isFetching && (
                    <CircularProgress color="inherit" size={20} aria-label={t('place.loading')} />
                  )}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
