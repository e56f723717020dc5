import {
  type Listing,
  type listingSearchQuerySchema,
  type MarketplaceProduct,
  type PriceUnit,
  SEARCH_TYPE_PRODUCT,
  type SearchedPlace,
  type SearchType,
  type ListingService as ServiceCode,
  type WeekDay,
} from '@hearth/domain';
import type { z } from 'zod';
import type { PlacesRepo } from '../../reference/placesRepo.ts';
import type { ListingRecord, ListingRepo } from './listingRepo.ts';
import { createPlaceResolver } from './placeResolver.ts';

type SearchQuery = z.output<typeof listingSearchQuerySchema>;

function listingDto(row: ListingRecord): Listing {
  return {
    id: row.id,
    product: row.product as MarketplaceProduct,
    agency: { id: row.agencyId, name: row.agencyName },
    name: row.name,
    description: row.description,
    services: row.services as ServiceCode[],
    languageIds: row.languageIds,
    careTypeIds: row.careTypeIds,
    openDays: row.openDays as WeekDay[],
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    price: {
      minCents: row.priceMinCents,
      maxCents: row.priceMaxCents,
      unit: row.priceUnit as PriceUnit,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    city:
      row.cityId === null || row.cityName === null ? null : { id: row.cityId, name: row.cityName },
    photoUrls: row.photoUrls,
    distanceKm: row.distanceKm,
  };
}

export function createListingService(repo: ListingRepo, places: PlacesRepo) {
  const resolver = createPlaceResolver(places);

  /** The point to search around: the one given, or the centre of the city the query names. */
  async function placeOf(query: SearchQuery): Promise<SearchedPlace> {
    const { latitude, longitude, radiusKm } = query;
    if (latitude !== undefined && longitude !== undefined) {
      return { latitude, longitude, radiusKm, city: null };
    }
    const best = await resolver.resolve(query);
    return {
      latitude: best.latitude,
      longitude: best.longitude,
      radiusKm,
      city: {
        id: best.id,
        name: best.name,
        provinceCode: best.province.code,
        country: best.province.country,
      },
    };
  }

  return {
    async search(searchType: SearchType, query: SearchQuery) {
      const place = await placeOf(query);
      const { rows, total } = await repo.search(
        {
          product: SEARCH_TYPE_PRODUCT[searchType],
          near: place,
          q: query.q,
          careTypeIds: query.careType,
          languageIds: query.language,
          services: query.service,
          priceMaxCents: query.priceMax,
          openOn: query.openOn,
        },
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      );
      return { data: rows.map(listingDto), total, place };
    },
  };
}

export type ListingSearchService = ReturnType<typeof createListingService>;
