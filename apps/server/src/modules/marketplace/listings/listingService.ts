import {
  Country,
  type listingSearchQuerySchema,
  PLACE_MATCHES_MAX,
  type PlaceMatch,
  SEARCH_TYPE_PRODUCT,
  type SearchedPlace,
  type SearchType,
} from '@hearth/domain';
import type { z } from 'zod';
import type { PlacesRepo } from '../../reference/index.ts';
import { listingDto } from './dto.ts';
import type { ListingRepo } from './listingRepo.ts';
import { createPlaceResolver } from './placeResolver.ts';

type SearchQuery = z.output<typeof listingSearchQuerySchema>;

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
    /** What to offer instead of a place the search could not find, best first. */
    async placeMatches(location: string): Promise<PlaceMatch[]> {
      const cities = await resolver.closestTo(location, PLACE_MATCHES_MAX);
      return cities.map((city) => ({
        id: city.id,
        name: city.name,
        provinceCode: city.province.code,
        country: Country.schema.parse(city.province.country),
        latitude: city.latitude,
        longitude: city.longitude,
      }));
    },

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
          minRating: query.minRating,
        },
        query.sort,
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      );
      return { data: rows.map(listingDto), total, place };
    },
  };
}

export type ListingSearchService = ReturnType<typeof createListingService>;
