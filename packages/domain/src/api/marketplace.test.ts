import { describe, expect, it } from 'vitest';
import {
  productAddressResponse,
  productAddressResponseSchema,
  searchQuerySchema,
} from './marketplace.ts';

describe('stored search query', () => {
  it('takes any subset of the spec fields, trimmed', () => {
    expect(searchQuerySchema.parse({})).toStrictEqual({});
    expect(searchQuerySchema.parse({ location: '  Halifax ', city1: null })).toStrictEqual({
      location: 'Halifax',
      city1: null,
    });
  });

  it('refuses coordinates a web form can produce but no map holds', () => {
    for (const latitude of [Number.NaN, Number.POSITIVE_INFINITY, 90.000001, -91]) {
      expect(searchQuerySchema.safeParse({ latitude, longitude: 0 }).success).toBe(false);
    }
    expect(searchQuerySchema.safeParse({ latitude: 90, longitude: -180 }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ latitude: 0, longitude: 180.5 }).success).toBe(false);
  });

  it('needs both coordinates or neither', () => {
    const issues = searchQuerySchema.safeParse({ latitude: 45 }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([['longitude']]);
    expect(searchQuerySchema.safeParse({ longitude: 45, latitude: null }).success).toBe(false);
  });
});

describe('product address response', () => {
  it('names its one key after the product', () => {
    const body = productAddressResponse('sharecare', null);
    expect(body).toStrictEqual({ sharecareAddress: null });
    expect(productAddressResponseSchema('sharecare').safeParse(body).success).toBe(true);
    expect(productAddressResponseSchema('homecare').safeParse(body).success).toBe(false);
  });
});
