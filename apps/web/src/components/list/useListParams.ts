import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@hearth/domain';
import { useCallback, useMemo } from 'react';
import { useAddressParams } from './useAddressParams.ts';

export const PER_PAGE_OPTIONS = [10, DEFAULT_PER_PAGE, 50, MAX_PER_PAGE] as const;

export type ListParams<F extends string> = {
  page: number;
  perPage: number;
  /** Every filter as the address holds it; '' when not set. */
  filters: Record<F, string>;
  /** Sets filters (empty string removes one) and goes back to the first page. */
  setFilters: (changes: Partial<Record<F, string>>) => void;
  clearFilters: () => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  hasFilters: boolean;
};

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/**
 * A list's page, page size and filters, kept in the address: back and forward step through
 * earlier searches, and a copied link opens the same view. Each change is a history entry.
 */
export function useListParams<F extends string>(filterNames: readonly F[]): ListParams<F> {
  const [searchParams, update] = useAddressParams();
  const page = positiveInt(searchParams.get('page'), 1);
  const perPageAsked = positiveInt(searchParams.get('perPage'), DEFAULT_PER_PAGE);
  const perPage = Math.min(perPageAsked, MAX_PER_PAGE);
  const serialized = filterNames.map((name) => searchParams.get(name) ?? '').join('\u0000');

  // Keyed on the values, not the URLSearchParams object, so query keys stay equal between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for the values
  const filters = useMemo(
    () =>
      Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? ''])) as Record<
        F,
        string
      >,
    [serialized],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) =>
      update((next) => {
        for (const [name, value] of Object.entries(changes) as [F, string | undefined][]) {
          if (value) {
            next.set(name, value);
          } else {
            next.delete(name);
          }
        }
        // Page 4 of the old results means nothing for the new ones.
        next.delete('page');
      }),
    [update],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const name of filterNames) {
          next.delete(name);
        }
        next.delete('page');
      }),
    [update, filterNames],
  );

  const setPage = useCallback(
    (newPage: number) =>
      update((next) => {
        if (newPage > 1) {
          next.set('page', String(newPage));
        } else {
          next.delete('page');
        }
      }),
    [update],
  );

  const setPerPage = useCallback(
    (newPerPage: number) =>
      update((next) => {
        if (newPerPage === DEFAULT_PER_PAGE) {
          next.delete('perPage');
        } else {
          next.set('perPage', String(newPerPage));
        }
        next.delete('page');
      }),
    [update],
  );

  return {
    page,
    perPage,
    filters,
    setFilters,
    clearFilters,
    setPage,
    setPerPage,
    hasFilters: filterNames.some((name) => filters[name] !== ''),
  };
}
