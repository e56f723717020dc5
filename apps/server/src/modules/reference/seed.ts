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

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters.
const batchSize = 1000;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insert(rows.slice(start, start + batchSize));
  }
}

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
    const { country: _country, province: _province, ...place } = city;
    return { ...place, provinceId, searchName: searchTextOf(city.name), slug: slugOf(city.name) };
  });
  await inBatches(rows, (batch) => tx.insert(cities).values(batch).onConflictDoNothing());
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
