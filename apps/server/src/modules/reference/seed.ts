import { sql } from 'drizzle-orm';
import {
  caregiverRoles,
  careTypes,
  cities,
  diagnoses,
  languages,
  professions,
  provinces,
  relationships,
  surveyQuestions,
} from '../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../db/seed/types.ts';
import { searchTextOf, slugOf } from './searchText.ts';
import { seedData } from './seedData.ts';

/** Curated lists keep the order of their data file. */
const inFileOrder = <T>(rows: readonly T[]) =>
  rows.map((row, index) => ({ ...row, sortOrder: index + 1 }));

async function seedPlaces(tx: SeedTransaction): Promise<void> {
  // Provinces and cities sort by name, so their sort order stays 0.
  await tx.insert(provinces).values(seedData.provinces()).onConflictDoNothing();
  const provinceIds = new Map(
    (
      await tx
        .select({ id: provinces.id, country: provinces.country, code: provinces.code })
        .from(provinces)
    ).map((row) => [`${row.country}-${row.code}`, row.id]),
  );
  const rows = seedData.cities().map((city) => {
    const provinceId = provinceIds.get(`${city.country}-${city.province}`);
    if (provinceId === undefined) {
      throw new Error(`city ${city.name}: unknown province ${city.country}-${city.province}`);
    }
    return {
      province_id: provinceId,
      name: city.name,
      search_name: searchTextOf(city.name),
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
      slug: slugOf(city.name),
    };
  });
  // One JSON parameter unpacked by PostgreSQL: several times faster than thousands of bound
  // values, which matters on every first start of an instance (and of each test run).
  await tx.execute(sql`
    INSERT INTO ${cities} (province_id, name, search_name, latitude, longitude, population, slug)
    SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS city(
      province_id int, name text, search_name text, latitude float8, longitude float8,
      population int, slug text)
    ON CONFLICT DO NOTHING`);
}

async function seedLists(tx: SeedTransaction): Promise<void> {
  await tx.insert(languages).values(inFileOrder(seedData.languages())).onConflictDoNothing();
  await tx.insert(diagnoses).values(seedData.diagnoses()).onConflictDoNothing();
  await tx
    .insert(relationships)
    .values(inFileOrder(seedData.relationships()))
    .onConflictDoNothing();
  await tx.insert(professions).values(inFileOrder(seedData.professions())).onConflictDoNothing();
  await tx
    .insert(caregiverRoles)
    .values(inFileOrder(seedData.caregiverRoles()))
    .onConflictDoNothing();
  await tx
    .insert(surveyQuestions)
    .values(inFileOrder(seedData.surveyQuestions()))
    .onConflictDoNothing();
  // Care type ids are fixed by the spec; the sequence then continues after the highest.
  await tx.insert(careTypes).values(inFileOrder(seedData.careTypes())).onConflictDoNothing();
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('care_types', 'id'), (SELECT max(id) FROM care_types))`,
  );
}

/**
 * The reference lists every instance needs, production included, so they run on every start
 * (not only with demo data). Inserts skip entries that exist, so a later data release can add
 * entries under a new seeder name without overwriting an administrator's renames.
 */
export const referenceSeeders: readonly Seeder[] = [
  { name: 'reference.places-2026-11', run: seedPlaces },
  { name: 'reference.lists-2026-11', run: seedLists },
];
