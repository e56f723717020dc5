import { type Column, type SQL, sql } from 'drizzle-orm';
import { cities, provinces } from '../../db/schema/index.ts';
import { qualified } from './reportSql.ts';

/**
 * A record's city lies in the filter's region: a province or state named by its code (`ON`) or
 * its name (`Ontario`), in any case. A record without a city is in no region.
 */
export const cityInRegion = (cityId: SQL | Column, region: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${cities} JOIN ${provinces}
      ON ${qualified(provinces, provinces.id)} = ${qualified(cities, cities.provinceId)}
    WHERE ${qualified(cities, cities.id)} = ${cityId}
      AND (lower(${qualified(provinces, provinces.code)}) = lower(${region})
        OR lower(${qualified(provinces, provinces.name)}) = lower(${region})))`;
