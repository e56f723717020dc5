import {
  agencySummarySchema,
  type City,
  type Country,
  careCoordinatorSchema,
  caregiverRoleSchema,
  careTypeSchema,
  citySchema,
  diagnosisSchema,
  itemResponse,
  type Locale,
  languageSchema,
  listResponse,
  locationDataSchema,
  MAX_PER_PAGE,
  payerSchema,
  professionSchema,
  relationshipSchema,
} from '@hearth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { fetchParsed } from '../../api/fetchParsed.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { PickerOption } from '../../components/SearchPicker.tsx';

// The lists other pages' forms and filters pick from (reference lists, and the directory's
// agencies, payers and care coordinators), as choices named in the page's language.

/** A choice that may also carry a place, so picking a city can fill in the coordinates. */
export type LookupOption = PickerOption & { latitude?: number; longitude?: number };
export type CityOption = PickerOption & { latitude: number; longitude: number };
export type ProvinceOption = PickerOption & { country: Country };

/** Reference lists change when an administrator edits them, rarely within a visit. */
const REFERENCE_STALE_MS = 10 * 60_000;

type Lookup<S extends z.ZodType> = {
  path: string;
  item: S;
  toOption: (item: z.infer<S>, locale: Locale) => LookupOption;
};

const lookup = <S extends z.ZodType>(definition: Lookup<S>) => definition;
const labelled = (entry: { id: number; labels: Record<Locale, string> }, locale: Locale) => ({
  id: entry.id,
  label: entry.labels[locale],
});
const cityOption = (city: City): CityOption => ({
  id: city.id,
  label: `${city.name}, ${city.provinceCode}`,
  detail: city.country,
  latitude: city.latitude,
  longitude: city.longitude,
});

const lookups = {
  languages: lookup({
    path: '/api/languages',
    item: languageSchema,
    toOption: (language, locale) => ({
      ...labelled(language, locale),
      detail: language.nativeName,
    }),
  }),
  professions: lookup({ path: '/api/professions', item: professionSchema, toOption: labelled }),
  caregiverRoles: lookup({
    path: '/api/caregiver-roles',
    item: caregiverRoleSchema,
    toOption: labelled,
  }),
  careTypes: lookup({ path: '/api/care-types', item: careTypeSchema, toOption: labelled }),
  diagnoses: lookup({
    path: '/api/diagnoses',
    item: diagnosisSchema,
    toOption: (diagnosis, locale) => ({
      id: diagnosis.id,
      label: `${diagnosis.code} · ${diagnosis.labels[locale]}`,
    }),
  }),
  relationships: lookup({
    path: '/api/relationships',
    item: relationshipSchema,
    toOption: labelled,
  }),
  cities: lookup({ path: '/api/cities', item: citySchema, toOption: cityOption }),
  agencies: lookup({
    path: '/api/agencies',
    item: agencySummarySchema,
    toOption: (agency) => ({ id: agency.id, label: agency.name }),
  }),
  payers: lookup({
    path: '/api/payers',
    item: payerSchema,
    toOption: (payer) => ({ id: payer.id, label: payer.name }),
  }),
  careCoordinators: lookup({
    path: '/api/care-coordinators',
    item: careCoordinatorSchema,
    toOption: (coordinator) => ({
      id: coordinator.id,
      label: coordinator.name,
      detail: coordinator.organisation ?? undefined,
    }),
  }),
};

export type LookupName = keyof typeof lookups;
/** The short lists, fetched whole. */
export type ShortListName = 'languages' | 'professions' | 'caregiverRoles' | 'careTypes';

/** How long typing may pause before the server is asked. */
const SEARCH_DELAY_MS = 300;

export function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function useOptions(name: LookupName, items: readonly unknown[] | undefined): LookupOption[] {
  const locale = useLocale();
  const definition: Lookup<z.ZodType> = lookups[name];
  return useMemo(
    () => (items ?? []).map((item) => definition.toOption(item, locale)),
    [items, definition, locale],
  );
}

/**
 * The entries of a list matching `text` (all of the first hundred without text), as choices in
 * the page's language. Lists change rarely, so answers are kept for a few minutes.
 */
export function useLookup(name: LookupName, text = '', enabled = true) {
  const q = useDebounced(text.trim());
  const definition: Lookup<z.ZodType> = lookups[name];
  const query = useQuery({
    queryKey: ['lookup', name, q],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(definition.path, listResponse(definition.item), {
          params: { q: q || undefined, perPage: MAX_PER_PAGE },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
    enabled,
    // The choices of the last search stay while the next one loads: a list that empties at each
    // keystroke flickers, and an option about to be picked would vanish under the pointer.
    placeholderData: keepPreviousData,
  });
  return {
    options: useOptions(name, query.data),
    loading: query.isFetching,
    error: query.error,
  };
}

/** Every current entry of a short reference list. */
export function useShortList(name: ShortListName) {
  const definition: Lookup<z.ZodType> = lookups[name];
  const query = useQuery({
    queryKey: ['reference', name],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(definition.path, listResponse(definition.item), {
          params: { perPage: MAX_PER_PAGE },
          signal,
        })
      ).data,
    staleTime: REFERENCE_STALE_MS,
  });
  return { options: useOptions(name, query.data), isPending: query.isPending, error: query.error };
}

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

export const CITY_SEARCH_MIN = 2;
const cityList = listResponse(citySchema);

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
  const options = useMemo(() => (query.data?.data ?? []).map(cityOption), [query.data]);
  return { options, isFetching: query.isFetching && q.length >= CITY_SEARCH_MIN };
}
