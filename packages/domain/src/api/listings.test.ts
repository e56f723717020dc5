import { describe, expect, it } from 'vitest';
import { LISTING_RADIUS_MAX_KM, listingSearchQuerySchema } from './listings.ts';

const parse = (query: Record<string, unknown>) =>
  listingSearchQuerySchema.safeParse({ latitude: '43.7', longitude: '-79.4', ...query });

describe('the listing search query', () => {
  it('reads a repeated filter and a comma list alike, once each', () => {
    expect(parse({ language: ['1', '2,3', '2'] }).data?.language).toEqual([1, 2, 3]);
    expect(parse({ service: 'respite, nursing' }).data?.service).toEqual(['respite', 'nursing']);
    expect(parse({ careType: '' }).data?.careType).toEqual([]);
  });

  it('narrows any radius past the maximum to the maximum, even one too large to write', () => {
    expect(parse({ radiusKm: '100000' }).data?.radiusKm).toBe(LISTING_RADIUS_MAX_KM);
    expect(parse({ radiusKm: '1e400' }).data?.radiusKm).toBe(LISTING_RADIUS_MAX_KM);
    expect(parse({ radiusKm: '12.5' }).data?.radiusKm).toBe(12.5);
    expect(parse({}).data?.radiusKm).toBe(25);
  });

  it('refuses a radius that is not a distance', () => {
    expect(parse({ radiusKm: 'far' }).success).toBe(false);
    expect(parse({ radiusKm: '-1' }).success).toBe(false);
  });

  it('accepts a city in place of a point', () => {
    const query = listingSearchQuerySchema.safeParse({ city: ' Toronto ' });
    expect(query.data?.city).toBe('Toronto');
  });
});
