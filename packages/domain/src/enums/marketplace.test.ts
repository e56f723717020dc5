import { describe, expect, it } from 'vitest';
import {
  CareType,
  listingPagePath,
  MAP_CLUSTERING,
  MarketplaceProduct,
  PRODUCT_SEARCH_TYPE,
  SEARCH_QUERIES_STORAGE_KEY,
  SEARCH_TYPE_PRODUCT,
  SearchType,
} from './marketplace.ts';

// Written out from the spec (§1, §9).
describe('marketplace enumerations and constants keep the spec values', () => {
  it('search type', () => {
    expect(SearchType.values).toStrictEqual({
      homecare: 'homecare',
      sharedLiving: 'shared-living',
      dayProgram: 'day-program',
    });
  });

  it('marketplace product, one per search type', () => {
    expect(MarketplaceProduct.values).toStrictEqual({
      homecare: 'homecare',
      sharecare: 'sharecare',
      adultDay: 'adultDay',
    });
    expect(SEARCH_TYPE_PRODUCT).toStrictEqual({
      homecare: 'homecare',
      'shared-living': 'sharecare',
      'day-program': 'adultDay',
    });
  });

  it('finds the search of each product, and so the public page of its listings', () => {
    expect(PRODUCT_SEARCH_TYPE).toStrictEqual({
      homecare: 'homecare',
      sharecare: 'shared-living',
      adultDay: 'day-program',
    });
    expect(listingPagePath({ id: 12, product: 'sharecare' })).toBe('/shared-living/listings/12');
  });

  it('care type ids', () => {
    expect(CareType.values).toStrictEqual({ sharedLiving: 14, dayProgram: 7 });
  });

  it('map clustering and stored search state', () => {
    expect(MAP_CLUSTERING).toStrictEqual({ maxZoom: 16, radius: 60 });
    expect(SEARCH_QUERIES_STORAGE_KEY).toBe('searchQueries');
  });
});
