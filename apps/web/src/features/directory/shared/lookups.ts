import {
  type Country,
  careTypeSchema,
  citySchema,
  itemResponse,
  languageSchema,
  listResponse,
  locationDataSchema,
  MAX_PER_PAGE,
} from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import type { PickerOption } from '../../../components/SearchPicker.tsx';
import { fetchParsed } from '../../admin/fetchParsed.ts';

// The reference lists the directory's forms and filters pick from, named in the page's language.

/** Reference lists change when an administrator edits them, rarely within a visit. */
const REFERENCE_STALE_MS = 10 * 60_000;

export type ProvinceOption = PickerOption & { country: Country };

/** Every province and state we serve, in one call, grouped by country in the order given. */
export function useProvinces() {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['reference', 'location-data'],
    queryFn: async ({ signal }) =>
      (await fetchParsed('/api/location-data', itemResponse(locationDataSchema), { signal })).data,
    staleTime: REFERENCE_STALE_MS,
  });
  const options = useMemo<ProvinceOption[]>(
    () =>
      (query.data?.countries ?? []).flatMap(({ code: country, provinces }) =>
        provinces.map((province) => ({
          id: province.id,
          label: province.labels[locale],
          detail: province.code,
          country,
        })),
      ),
    [query.data, locale],
  );
  return { options, isPending: query.isPending };
}

const careTypeList = listResponse(careTypeSchema);
const languageList = listResponse(languageSchema);

export function useCareTypes() {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['reference', 'care-types'],
    queryFn: ({ signal }) =>
      fetchParsed('/api/care-types', careTypeList, { params: { perPage: MAX_PER_PAGE }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
  const options = useMemo<PickerOption[]>(
    () => (query.data?.data ?? []).map((entry) => ({ id: entry.id, label: entry.labels[locale] })),
    [query.data, locale],
  );
  return { options, isPending: query.isPending };
}

export function useLanguages() {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['reference', 'languages'],
    queryFn: ({ signal }) =>
      fetchParsed('/api/languages', languageList, { params: { perPage: MAX_PER_PAGE }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
  const options = useMemo<PickerOption[]>(
    () =>
      (query.data?.data ?? []).map((entry) => ({
        id: entry.id,
        label: entry.labels[locale],
        detail: entry.nativeName,
      })),
    [query.data, locale],
  );
  return { options, isPending: query.isPending };
}

const cityList = listResponse(citySchema);
export const CITY_SEARCH_MIN = 2;

export type CityOption = PickerOption & { latitude: number; longitude: number };

/** Cities whose name starts with (or resembles) what was typed: "London, ON". */
export function useCitySearch(text: string) {
  const q = text.trim();
  const query = useQuery({
    queryKey: ['reference', 'cities', q],
    queryFn: ({ signal }) =>
      fetchParsed('/api/cities', cityList, { params: { q, perPage: 20 }, signal }),
    enabled: q.length >= CITY_SEARCH_MIN,
    staleTime: REFERENCE_STALE_MS,
  });
  const options = useMemo<CityOption[]>(
    () =>
      (query.data?.data ?? []).map((city) => ({
        id: city.id,
        label: `${city.name}, ${city.provinceCode}`,
        detail: city.country,
        latitude: city.latitude,
        longitude: city.longitude,
      })),
    [query.data],
  );
  return { options, isFetching: query.isFetching && q.length >= CITY_SEARCH_MIN };
}
