import { type SQL, sql } from 'drizzle-orm';
import { cities, provinces } from '../../db/schema/index.ts';

/**
 * A record's city lies in the filter's region: a province or state named by its code (`ON`) or
 * its name (`Ontario`), in any case. A record without a city is in no region.
 */
export const cityInRegion = (cityId: SQL | unknown, region: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${cities} JOIN ${provinces} ON ${provinces.id} = ${cities.provinceId}
    WHERE ${cities.id} = ${cityId}
      AND (lower(${provinces.code}) = lower(${region}) OR lower(${provinces.name}) = lower(${region})))`;
