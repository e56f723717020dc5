import {
  caregiverRoleSchema,
  citySchema,
  languageSchema,
  listResponse,
  MAX_PER_PAGE,
  professionSchema,
} from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { PickerOption } from '../../components/SearchPicker.tsx';
import { fetchParsed } from '../admin/fetchParsed.ts';

/** A reference entry as pickers show it: its id and its name in the page's language. */
export type Choice = PickerOption;

const lists = {
  professions: listResponse(professionSchema),
  languages: listResponse(languageSchema),
  'caregiver-roles': listResponse(caregiverRoleSchema),
} as const;
type ListName = keyof typeof lists;

/** The current entries of a short reference list, named in the page's language. */
function useChoices(list: ListName) {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['reference', list],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/${list}`, lists[list], { params: { perPage: MAX_PER_PAGE }, signal }),
    // Reference lists change when an administrator edits them, rarely within a visit.
    staleTime: 10 * 60_000,
  });
  const choices = useMemo<Choice[]>(
    () =>
      (query.data?.data ?? []).map((entry: z.infer<(typeof lists)[ListName]>['data'][number]) => ({
        id: entry.id,
        label: entry.labels[locale],
      })),
    [query.data, locale],
  );
  return { choices, isPending: query.isPending, error: query.error };
}

export const useProfessions = () => useChoices('professions');
export const useLanguages = () => useChoices('languages');
export const useCaregiverRoles = () => useChoices('caregiver-roles');

const cityList = listResponse(citySchema);
export const CITY_SEARCH_MIN = 2;

/** Cities whose name starts with (or resembles) what was typed: "London, ON". */
export function useCitySearch(text: string) {
  const q = text.trim();
  const query = useQuery({
    queryKey: ['reference', 'cities', q],
    queryFn: ({ signal }) =>
      fetchParsed('/api/cities', cityList, { params: { q, perPage: 20 }, signal }),
    enabled: q.length >= CITY_SEARCH_MIN,
    staleTime: 10 * 60_000,
  });
  const choices = useMemo<Choice[]>(
    () =>
      (query.data?.data ?? []).map((city) => ({
        id: city.id,
        label: `${city.name}, ${city.provinceCode}`,
      })),
    [query.data],
  );
  return { choices, isFetching: query.isFetching };
}
