import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { seedScale } from './scale.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedScale(database.db, {
    agencies: 3,
    caregiversPerAgency: 4,
    patientsPerAgency: 5,
    listingsPerAgency: 10,
  });
});

afterAll(async () => {
  await database.drop();
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

describe('the scale generator', () => {
  it('creates the asked number of agencies, each with its caregivers and patients', async () => {
    const counts = await rows<{ agency: string; caregivers: string; patients: string }>(sql`
      SELECT a.name AS agency,
             (SELECT count(*) FROM caregivers c WHERE c.agency_id = a.id) AS caregivers,
             (SELECT count(*) FROM patients p WHERE p.agency_id = a.id) AS patients
      FROM agencies a WHERE a.name LIKE 'Scale Home Care %' ORDER BY a.id`);
    expect(counts).toEqual(
      [1, 2, 3].map((n) => ({ agency: `Scale Home Care ${n}`, caregivers: '4', patients: '5' })),
    );
  });

  it('places people within about 25 km of their agency, in a real city', async () => {
    const far = await rows<{ id: number }>(sql`
      SELECT c.id FROM caregivers c
      JOIN agency_profiles ap ON ap.agency_id = c.agency_id
      JOIN cities ci ON ci.id = ap.city_id
      WHERE abs(c.latitude - ap.latitude) > 0.2 OR abs(c.longitude - ap.longitude) > 0.2`);
    expect(far).toEqual([]);
  });

  it('gives every caregiver a profession, languages, competencies and some weekly availability', async () => {
    const missing = await rows<{ id: number }>(sql`
      SELECT c.id FROM caregivers c
      WHERE c.profession_id IS NULL
         OR NOT EXISTS (SELECT 1 FROM caregiver_languages l WHERE l.caregiver_id = c.id)
         OR NOT EXISTS (SELECT 1 FROM caregiver_competencies k WHERE k.caregiver_id = c.id)
         OR NOT EXISTS (SELECT 1 FROM caregiver_availability v WHERE v.caregiver_id = c.id)`);
    expect(missing).toEqual([]);
  });

  it('gives every agency its listings, each product in turn, near the agency and mostly published', async () => {
    const counts = await rows<{ product: string; listings: string; published: string }>(sql`
      SELECT product, count(*) AS listings, count(*) FILTER (WHERE published) AS published
      FROM marketplace_listings GROUP BY product ORDER BY product`);
    expect(counts).toEqual([
      // Ten per agency: the tenth, a draft, falls to shared living.
      { product: 'adultDay', listings: '9', published: '9' },
      { product: 'homecare', listings: '9', published: '9' },
      { product: 'sharecare', listings: '12', published: '9' },
    ]);
    const unfit = await rows<{ id: number }>(sql`
      SELECT l.id FROM marketplace_listings l
      JOIN agency_profiles ap ON ap.agency_id = l.agency_id
      WHERE abs(l.latitude - ap.latitude) > 0.2 OR abs(l.longitude - ap.longitude) > 0.2
         OR cardinality(l.services) = 0 OR cardinality(l.language_ids) = 0
         OR cardinality(l.care_type_ids) = 0 OR l.price_min_cents > l.price_max_cents`);
    expect(unfit).toEqual([]);
  });
});
