import {
  type listingSearchResponseSchema,
  routes,
  type SearchQuery,
  type SearchType,
} from '@hearth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, type QueryParams } from '../../../api/callApi.ts';

export type ListingSearchResult = z.infer<typeof listingSearchResponseSchema>;

/** A stored query names a place when it has a point or any words for one. */
export function hasPlace(query: SearchQuery): boolean {
  return (
    query.latitude != null ||
    [query.location, query.city1, query.locality].some((text) => text != null && text !== '')
  );
}

/** The stored query as the search takes it: the spec's field names, unset ones left out. */
export function placeParams(query: SearchQuery): QueryParams {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '',
    ),
  );
}

/** Published listings of a kind of care around the stored place, with the page's filters. */
export function useListingSearch(
  searchType: SearchType,
  query: SearchQuery | undefined,
  params: QueryParams,
) {
  const ready = query !== undefined && hasPlace(query);
  const all = { ...(query === undefined ? {} : placeParams(query)), ...params };
  return useQuery({
    queryKey: ['marketplace', 'listings', searchType, all],
    queryFn: ({ signal }) =>
      callApi(routes.marketplace.search({ searchType }), {
        query: all,
        signal,
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
