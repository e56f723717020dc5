import {
  type ApiRequest,
  type City,
  type Country,
  type ListResponse,
  type Locale,
  MAX_PER_PAGE,
  routes,
} from '@hearth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { callApi } from '../../api/callApi.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { PickerOption } from '../../components/SearchPicker.tsx';

// The lists other pages' forms and filters pick from (reference lists, and the directory's
// agencies, partners, payers and care coordinators), as choices named in the page's language.

/** A choice that may also carry a place, so picking a city can fill in the coordinates. */
export type LookupOption = PickerOption & { latitude?: number; longitude?: number };
export type CityOption = PickerOption & { latitude: number; longitude: number };
export type ProvinceOption = PickerOption & { country: Country };

/** Reference lists change when an administrator edits them, rarely within a visit. */
const REFERENCE_STALE_MS = 10 * 60_000;

type ListEndpoint = () => ApiRequest<{ response: z.ZodType<ListResponse<unknown>> }>;
type ItemOf<E extends ListEndpoint> = z.output<
  ReturnType<E>['schemas']['response']
>['data'][number];

type Lookup = {
  list: ListEndpoint;
  toOption: (item: unknown, locale: Locale) => LookupOption;
};

function lookup<E extends ListEndpoint>(
  list: E,
  toOption: (item: ItemOf<E>, locale: Locale) => LookupOption,
): Lookup {
  // toOption only ever receives the items of `list`, parsed by that endpoint's own schema.
  return { list, toOption: toOption as (item: unknown, locale: Locale) => LookupOption };
}

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

const { reference } = routes;
const lookups = {
  languages: lookup(reference.languages, (language, locale) => ({
    ...labelled(language, locale),
    detail: language.nativeName,
  })),
  professions: lookup(reference.professions, labelled),
  caregiverRoles: lookup(reference.caregiverRoles, labelled),
  careTypes: lookup(reference.careTypes, labelled),
  diagnoses: lookup(reference.diagnoses, (diagnosis, locale) => ({
    id: diagnosis.id,
    label: `${diagnosis.code} · ${diagnosis.labels[locale]}`,
  })),
  relationships: lookup(reference.relationships, labelled),
  cities: lookup(reference.cities, cityOption),
  agencies: lookup(routes.agencies.list, (agency) => ({ id: agency.id, label: agency.name })),
  partners: lookup(routes.partners.list, (partner) => ({ id: partner.id, label: partner.name })),
  payers: lookup(routes.payers.list, (payer) => ({ id: payer.id, label: payer.name })),
  careCoordinators: lookup(routes.careCoordinators.list, (coordinator) => ({
    id: coordinator.id,
    label: coordinator.name,
    detail: coordinator.organisation ?? undefined,
  })),
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
  const definition = lookups[name];
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
  const definition = lookups[name];
  const query = useQuery({
    queryKey: ['lookup', name, q],
    queryFn: async ({ signal }) =>
      (
        await callApi(definition.list(), {
          query: { q: q || undefined, perPage: MAX_PER_PAGE },
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
  const definition = lookups[name];
  const query = useQuery({
    queryKey: ['reference', name],
    queryFn: async ({ signal }) =>
      (
        await callApi(definition.list(), {
          query: { perPage: MAX_PER_PAGE },
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
    queryFn: async ({ signal }) => (await callApi(reference.locationData(), { signal })).data,
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

/** Cities whose name starts with (or resembles) what was typed: "London, ON". */
export function useCitySearch(text: string) {
  const q = text.trim();
  const query = useQuery({
    queryKey: ['reference', 'cities', q],
    queryFn: ({ signal }) => callApi(reference.cities(), { query: { q, perPage: 20 }, signal }),
    enabled: q.length >= CITY_SEARCH_MIN,
    staleTime: REFERENCE_STALE_MS,
  });
  const options = useMemo(() => (query.data?.data ?? []).map(cityOption), [query.data]);
  return { options, isFetching: query.isFetching && q.length >= CITY_SEARCH_MIN };
}
