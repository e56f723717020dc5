import { type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, provinces } from '../../db/schema/index.ts';

// A report's `region` is an ISO 3166-2 subdivision (`CA-ON`, `US-CA`, `ES-M`): the province
// of the record's city, so Ontario's `ON` never meets California's `CA` by accident.

/** The record's city lies in the filter's region (no condition when none is asked). */
export function cityInRegion(
  db: Pick<Database, 'select'>,
  cityId: Column,
  region: string | undefined,
): SQL | undefined {
  if (region === undefined) {
    return undefined;
  }
  const citiesOfRegion = db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(sql`upper(${provinces.country} || '-' || ${provinces.code})`, region.toUpperCase()));
  return inArray(cityId, citiesOfRegion);
}
