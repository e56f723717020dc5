import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cities, patients, provinces } from '../../db/schema/index.ts';

/**
 * A report's region is the patient's province or state (care happens where she lives), matched
 * by its code (`ON`, `NY`, `M`) whatever its case; a patient with no city is in no region.
 */
export const inPatientRegion = (patientId: AnyPgColumn, region: string): SQL =>
  sql`${patientId} IN (SELECT ${patients.id} FROM ${patients}
    JOIN ${cities} ON ${cities.id} = ${patients.cityId}
    JOIN ${provinces} ON ${provinces.id} = ${cities.provinceId}
    WHERE upper(${provinces.code}) = upper(${region}))`;
