import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

/** The kind of care being searched for, as it appears in URLs and stored search state. */
export const SearchType = defineEnumeration('searchType', {
  homecare: 'homecare',
  sharedLiving: 'shared-living',
  dayProgram: 'day-program',
});
export type SearchType = CodeOf<typeof SearchType>;

/** The same three kinds of care as products: each has its own stored search query. */
export const MarketplaceProduct = defineEnumeration('marketplaceProduct', {
  homecare: 'homecare',
  sharecare: 'sharecare',
  adultDay: 'adultDay',
});
export type MarketplaceProduct = CodeOf<typeof MarketplaceProduct>;

export const SEARCH_TYPE_PRODUCT = {
  homecare: 'homecare',
  'shared-living': 'sharecare',
  'day-program': 'adultDay',
} as const satisfies Record<SearchType, MarketplaceProduct>;

/** The search that finds a listing of each product, the other way round. */
export const PRODUCT_SEARCH_TYPE = Object.fromEntries(
  SearchType.codes.map((searchType) => [SEARCH_TYPE_PRODUCT[searchType], searchType]),
) as Record<MarketplaceProduct, SearchType>;

/** A listing's public page inside the locale base: `/{searchType}/listings/{id}`. */
export function listingPagePath(listing: { id: number; product: MarketplaceProduct }): string {
  return `/${PRODUCT_SEARCH_TYPE[listing.product]}/listings/${listing.id}`;
}

// Only the two ids the spec shows; the full list comes from the server's care types.
export const CareType = defineEnumeration('careType', {
  sharedLiving: 14,
  dayProgram: 7,
});
export type CareType = CodeOf<typeof CareType>;

/** Browser session storage key of the search state, shared with the older client. */
export const SEARCH_QUERIES_STORAGE_KEY = 'searchQueries';

// The spec reads 40 in one place and 60 in another. 40 is supercluster's default radius (as 16 is
// its default maxZoom), so the 40 reading is most likely the library default showing through; 60
// is the value the product sets on purpose, and DESIGN.md fixes it too.
export const MAP_CLUSTERING = { maxZoom: 16, radius: 60 } as const;
