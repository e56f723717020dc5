import {
  type MarketplaceProduct,
  productAddressKey,
  routes,
  type SearchAddress,
  type SearchQuery,
  type SearchType,
} from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { callApi } from '../../../api/callApi.ts';
import { readSessionQuery, writeSessionQuery } from './sessionQueries.ts';

export const EMPTY_QUERY: SearchQuery = {};

const searchQueryKey = (searchType: SearchType) => ['marketplace', 'searchQuery', searchType];

/**
 * A search type's query: this tab's session copy first, else the one the server keeps for this
 * visitor (then copied into the session), else empty. Kept for the whole visit.
 */
export function useSearchQuery(searchType: SearchType) {
  const query = useQuery({
    queryKey: searchQueryKey(searchType),
    queryFn: async ({ signal }) => {
      const stored = readSessionQuery(searchType);
      if (stored !== undefined) {
        return stored;
      }
      const { data } = await callApi(routes.marketplace.searchQuery.show({ searchType }), {
        signal,
      });
      if (data !== null) {
        writeSessionQuery(searchType, data);
      }
      return data ?? EMPTY_QUERY;
    },
    staleTime: Number.POSITIVE_INFINITY,
    // Without the server's copy the search still works; the person just types the place again.
    retry: false,
  });
  const saveQuery = useSaveSearchQuery();
  const setQuery = useCallback(
    (next: SearchQuery) => saveQuery(searchType, next),
    [searchType, saveQuery],
  );

  return {
    query: query.data ?? (query.isError ? EMPTY_QUERY : undefined),
    setQuery,
  };
}

/**
 * Stores a search type's query: in this tab's session and the query cache at once, so the page
 * that reads it next shows it, and on the server for this visitor.
 */
export function useSaveSearchQuery() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ searchType, next }: { searchType: SearchType; next: SearchQuery }) =>
      callApi(routes.marketplace.searchQuery.save({ searchType }), { body: next }),
  });
  return useCallback(
    (searchType: SearchType, next: SearchQuery) => {
      writeSessionQuery(searchType, next);
      // A first read still under way must not land on top of the place just chosen.
      void queryClient.cancelQueries({ queryKey: searchQueryKey(searchType) });
      queryClient.setQueryData(searchQueryKey(searchType), next);
      // The address calls read this copy; they ask again after it changes.
      mutate(
        { searchType, next },
        {
          onSettled: () => queryClient.invalidateQueries({ queryKey: ['marketplace', 'address'] }),
        },
      );
    },
    [queryClient, mutate],
  );
}

/** Tells the server which kind of care the visitor is looking at, once per page shown. */
export function useRememberSearchType(searchType: SearchType | undefined) {
  const { mutate } = useMutation({
    mutationFn: (type: SearchType) =>
      callApi(routes.marketplace.currentSearchType.save(), { body: { searchType: type } }),
  });
  useEffect(() => {
    if (searchType !== undefined) {
      mutate(searchType);
    }
  }, [searchType, mutate]);
}

/** The kind of care the visitor last looked at, or null; the place pages search that kind. */
export function useCurrentSearchType() {
  return useQuery({
    queryKey: ['marketplace', 'currentSearchType'],
    queryFn: async ({ signal }) =>
      (await callApi(routes.marketplace.currentSearchType.show(), { signal })).data,
    retry: false,
  });
}

/** The spec's stored value when the address call fails: the word `error`, not an exception. */
export type ProductAddress = SearchAddress | null | 'error';

/**
 * The place last searched for one product (`/api/{product}Address`). A failed call is kept as
 * `error`, as the spec says, so the page shows an empty place box instead of an error.
 */
export function useProductAddress(product: MarketplaceProduct) {
  return useQuery({
    queryKey: ['marketplace', 'address', product],
    queryFn: async ({ signal }): Promise<ProductAddress> => {
      try {
        const body = await callApi(routes.marketplace.productAddress[product](), { signal });
        return body[productAddressKey(product)] ?? null;
      } catch {
        return 'error';
      }
    },
  });
}
