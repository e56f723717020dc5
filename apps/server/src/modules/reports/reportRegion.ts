import { type Column, type SQL, sql } from 'drizzle-orm';
import { cities, provinces } from '../../db/schema/index.ts';
import { qualified } from './reportSql.ts';

// A report's `region` is the province or state of the record's city (the patient's home, the
// caregiver's city, the hub's, the listing's), named by its ISO 3166-2 code (`CA-ON`, `ES-M`), its
// own code (`ON`) or its name (`Ontario`), in any case. A record without a city is in no region.

/** The record's city lies in the filter's region (no condition when none is asked). */
export function cityInRegion(cityId: SQL | Column, region: string | undefined): SQL | undefined {
  if (region === undefined) {
    return undefined;
  }
  const code = qualified(provinces, provinces.code);
  return sql`EXISTS (SELECT 1 FROM ${cities} JOIN ${provinces}
      ON ${qualified(provinces, provinces.id)} = ${qualified(cities, cities.provinceId)}
    WHERE ${qualified(cities, cities.id)} = ${cityId}
      AND (upper(${qualified(provinces, provinces.country)} || '-' || ${code}) = upper(${region})
        OR upper(${code}) = upper(${region})
        OR lower(${qualified(provinces, provinces.name)}) = lower(${region})))`;
}
