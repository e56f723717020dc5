import { z } from 'zod';
import { type MarketplaceProduct, SearchType } from '../enums/marketplace.ts';
import type { ServerMessageCode } from './serverMessages.ts';

const placeText = z.string().trim().max(100).nullable().optional();

/**
 * One stored search query (one each for homecare, shared living and day programs), with the
 * spec's field names, which the older client already sends. A point needs both coordinates.
 */
export const searchQuerySchema = z
  .object({
    location: z.string().trim().max(200).nullable().optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    city1: placeText,
    state1: placeText,
    country1: placeText,
    area_level_1: placeText,
    area_level_2: placeText,
    area_level_3: placeText,
    locality: placeText,
    sublocality: placeText,
  })
  .refine((query) => (query.latitude == null) === (query.longitude == null), {
    message: 'coordinates_together' satisfies ServerMessageCode,
    path: ['longitude'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchQueryResponseSchema = z.object({ data: searchQuerySchema.nullable() });

export const currentSearchTypeBodySchema = z.object({ searchType: SearchType.schema });
export type CurrentSearchTypeBody = z.infer<typeof currentSearchTypeBodySchema>;

export const currentSearchTypeResponseSchema = z.object({ data: SearchType.schema.nullable() });

/** The part of a stored query that names a place: what the address endpoints return. */
export const searchAddressSchema = z.object({
  location: z.string().nullable(),
  city1: z.string().nullable(),
  state1: z.string().nullable(),
  country1: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SearchAddress = z.infer<typeof searchAddressSchema>;

/** `/api/{product}Address` answers under the key `{product}Address`, as the spec reads it. */
export const productAddressKey = <P extends MarketplaceProduct>(product: P) =>
  `${product}Address` as const;

// Typed as a record: the key is computed from the product, which routes registered in a loop
// cannot name as a literal; the runtime schema still requires exactly that one key.
export type ProductAddressResponse = Record<string, SearchAddress | null>;

export function productAddressResponseSchema(
  product: MarketplaceProduct,
): z.ZodType<ProductAddressResponse> {
  return z.object({ [productAddressKey(product)]: searchAddressSchema.nullable() });
}

export function productAddressResponse(
  product: MarketplaceProduct,
  address: SearchAddress | null,
): ProductAddressResponse {
  return { [productAddressKey(product)]: address };
}
