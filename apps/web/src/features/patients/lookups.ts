import {
  agencySummarySchema,
  careCoordinatorSchema,
  citySchema,
  diagnosisSchema,
  type Labels,
  type Locale,
  languageSchema,
  listResponse,
  payerSchema,
  relationshipSchema,
} from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { PickerOption } from '../../components/SearchPicker.tsx';
import { fetchParsed } from '../admin/fetchParsed.ts';

/** A choice that may also carry a place, so picking a city can fill in the coordinates. */
export type LookupOption = PickerOption & { latitude?: number; longitude?: number };

type Lookup<S extends z.ZodType> = {
  path: string;
  item: S;
  toOption: (item: z.infer<S>, locale: Locale) => LookupOption;
};

const lookup = <S extends z.ZodType>(definition: Lookup<S>) => definition;
const labelIn = (labels: Labels, locale: Locale) => labels[locale];

/** The other modules' lists a patient's fields pick from. */
export const lookups = {
  languages: lookup({
    path: '/api/languages',
    item: languageSchema,
    toOption: (language, locale) => ({
      id: language.id,
      label: labelIn(language.labels, locale),
      detail: language.nativeName,
    }),
  }),
  diagnoses: lookup({
    path: '/api/diagnoses',
    item: diagnosisSchema,
    toOption: (diagnosis, locale) => ({
      id: diagnosis.id,
      label: `${diagnosis.code} · ${labelIn(diagnosis.labels, locale)}`,
    }),
  }),
  relationships: lookup({
    path: '/api/relationships',
    item: relationshipSchema,
    toOption: (relationship, locale) => ({
      id: relationship.id,
      label: labelIn(relationship.labels, locale),
    }),
  }),
  cities: lookup({
    path: '/api/cities',
    item: citySchema,
    toOption: (city) => ({
      id: city.id,
      label: `${city.name}, ${city.provinceCode}`,
      latitude: city.latitude,
      longitude: city.longitude,
    }),
  }),
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

/** How long typing may pause before the server is asked. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The entries of a list matching `text` (all of the first hundred without text), as choices in
 * the page's language. Lists change rarely, so answers are kept for a few minutes.
 */
export function useLookup(name: LookupName, text = '', enabled = true) {
  const locale = useLocale();
  const q = useDebounced(text.trim());
  const definition: Lookup<z.ZodType> = lookups[name];
  const query = useQuery({
    queryKey: ['lookup', name, q],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(definition.path, listResponse(definition.item), {
          params: { q: q || undefined, perPage: 100 },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
    enabled,
  });
  return {
    options: (query.data ?? []).map((item) => definition.toOption(item, locale)),
    loading: query.isFetching,
    error: query.error,
  };
}
