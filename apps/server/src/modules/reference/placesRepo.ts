import type { Country, MapPlacesQuery } from '@hearth/domain';
import { and, asc, between, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, provinces } from '../../db/schema/index.ts';
import { cityRanking, citySearch } from './cityList.ts';

const provinceColumns = {
  id: provinces.id,
  country: provinces.country,
  code: provinces.code,
  name: provinces.name,
  labels: provinces.labels,
};

/** Current cities of current provinces whose names match q. */
const offeredCitiesMatching = (q: string, country: Country | undefined) =>
  and(
    isNull(cities.retiredAt),
    isNull(provinces.retiredAt),
    citySearch(q),
    country === undefined ? undefined : eq(provinces.country, country),
  );

/** Places as the marketplace's location pickers read them: current entries only. */
// A city as a named point: what a match list and a map label both show.
const cityPointColumns = {
  id: cities.id,
  name: cities.name,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

export function createPlacesRepo(db: Database) {
  return {
    currentProvinces() {
      return db
        .select(provinceColumns)
        .from(provinces)
        .where(isNull(provinces.retiredAt))
        .orderBy(asc(provinces.sortOrder), asc(provinces.name));
    },

    /** Cities matching q, best first, each with its province. */
    matchingCities(q: string, country: Country | undefined, limit: number) {
      return db
        .select({
          ...cityPointColumns,
          province: provinceColumns,
        })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(offeredCitiesMatching(q, country))
        .orderBy(...cityRanking(q))
        .limit(limit);
    },

    /** The largest current cities inside the bounds, largest first. */
    largestCitiesWithin(bounds: MapPlacesQuery, limit: number) {
      return db
        .select({
          ...cityPointColumns,
          population: cities.population,
        })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(
          and(
            isNull(cities.retiredAt),
            isNull(provinces.retiredAt),
            between(cities.latitude, bounds.south, bounds.north),
            between(cities.longitude, bounds.west, bounds.east),
          ),
        )
        .orderBy(desc(cities.population), asc(cities.id))
        .limit(limit);
    },

    async countMatchingCities(q: string, country: Country | undefined): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(offeredCitiesMatching(q, country));
      return row?.total ?? 0;
    },
  };
}

export type PlacesRepo = ReturnType<typeof createPlacesRepo>;
