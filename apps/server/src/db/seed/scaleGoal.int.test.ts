import { MarketplaceProduct, Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createUser, testPassword } from '../../../test/factories/identity.ts';
import { haversineMetres } from '../../../test/greatCircle.ts';
import { useTestServer } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';
import { hashPassword } from '../../../test/testing.ts';
import type { Database } from '../client.ts';
import { seedScale } from './scale.ts';
import { goalScale } from './scaleGoal.ts';
import type { ScalePhase } from './scaleProgress.ts';

// The goal's set at a five-hundredth: two agencies of the goal's size and one busiest patient,
// with that patient's notes and the weeks of visits cut so the file stays quick.
const FACTOR = 0.002;
const BUSIEST_NOTES = 200;
const VISIT_WEEKS = 2;
const tiny = { ...goalScale(FACTOR), notes: BUSIEST_NOTES, visitWeeks: VISIT_WEEKS };
const phases: ScalePhase[] = [];

async function seedTinyGoalSet(db: Database): Promise<void> {
  await seedScale(db, {
    ...tiny,
    passwordHash: await hashPassword(testPassword),
    onProgress: (phase) => phases.push(phase),
  });
}

const world = useTestServer({ seed: seedTinyGoalSet });
const { server } = world;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await world.db.execute<T>(query)).rows;

type Listed<Item = { id: number }> = { data: Item[]; meta: { total: number } };

describe('the goal set at a factor', () => {
  it('keeps each agency at the goal size and scales the number of agencies and busiest patients', () => {
    expect(goalScale(1)).toMatchObject({
      agencies: 1000,
      caregiversPerAgency: 50,
      patientsPerAgency: 100,
      listingsPerAgency: 100,
      busiestPatients: 5,
      notes: 10_000,
      notesPerOtherPatient: 20,
      visitWeeks: 52,
    });
    expect(goalScale(FACTOR)).toMatchObject({ agencies: 2, busiestPatients: 1, notes: 10_000 });
    expect(() => goalScale(0)).toThrow(/above 0/);
    expect(() => goalScale(2)).toThrow(/at most 1/);
  });

  it('makes the asked agencies, caregivers, patients, listings, notes and visits', async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      SELECT (SELECT count(*) FROM agencies WHERE name LIKE 'Scale Home Care %')::int AS agencies,
             (SELECT count(*) FROM caregivers)::int AS caregivers,
             (SELECT count(*) FROM patients)::int AS patients,
             (SELECT count(*) FROM marketplace_listings)::int AS listings,
             (SELECT count(*) FROM notes WHERE parent_id IS NULL AND signed_at IS NOT NULL)::int AS notes,
             (SELECT count(*) FROM shifts)::int AS visits`);
    const patients = 2 * 100;
    expect(counts).toEqual({
      agencies: 2,
      caregivers: 2 * 50,
      patients,
      listings: 2 * 100,
      notes: BUSIEST_NOTES + (patients - 1) * 20,
      // The weeks before this one, this week and next week.
      visits: patients * (VISIT_WEEKS + 2),
    });
  });

  it('tells each phase in order with the rows it inserted', async () => {
    expect(phases.map((phase) => phase.phase)).toEqual([
      'agencies',
      'caregivers',
      'patients',
      'listings',
      'notes',
      'visits',
      'vacuum analyze',
    ]);
    const inserted = Object.fromEntries(phases.map((phase) => [phase.phase, phase.rows]));
    // Agencies with their profiles; patients alone.
    expect(inserted).toMatchObject({ agencies: 4, patients: 200, listings: 200 });
    expect(inserted.visits).toBe(200 + 200 * (VISIT_WEEKS + 2));
  });

  it('refuses a second set in the same database, writing nothing', async () => {
    await expect(seedScale(world.db, tiny)).rejects.toThrow(/already holds a generated scale set/);
    const [agencies] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM agencies`,
    );
    expect(agencies?.count).toBe(2);
  });
});

describe("the app's reads on the generated set", () => {
  let owner: { email: string; agencyId: number; patientId: number };

  beforeAll(async () => {
    const [found] = await rows<{ email: string; agencyId: number; patientId: number }>(sql`
      SELECT u.email, p.agency_id AS "agencyId", p.id AS "patientId"
      FROM patients p JOIN users u ON u.agency_id = p.agency_id AND u.role = ${Role.agency}
      ORDER BY p.id, u.id LIMIT 1`);
    if (found === undefined) {
      throw new Error('the set has no agency owner');
    }
    owner = found;
  });

  it("lists an owner's own caregivers, and every agency's to an admin", async () => {
    const ownerClient = await signedInClient(server, owner.email, testPassword);
    const own = await expectBody<Listed>(await ownerClient.request('/api/caregivers'), 200);
    expect(own.meta.total).toBe(50);

    const admin = await createUser(world.db, { role: Role.admin });
    const adminClient = await signedInClient(server, admin.email, testPassword);
    const all = await expectBody<Listed>(await adminClient.request('/api/caregivers'), 200);
    expect(all.meta.total).toBe(100);
  });

  it("shows the busiest patient's signed notes on its timeline to the agency owner", async () => {
    const client = await signedInClient(server, owner.email, testPassword);
    const timeline = await expectBody<Listed<{ patientId: number }>>(
      await client.request(`/api/notes/${owner.patientId}/0`),
      200,
    );
    expect(timeline.meta.total).toBeGreaterThan(0);
    expect(timeline.meta.total).toBeLessThanOrEqual(BUSIEST_NOTES);
    expect(timeline.data.length).toBeGreaterThan(0);
    expect(timeline.data.every((note) => note.patientId === owner.patientId)).toBe(true);
  });

  it('finds exactly the published home care listings within 25 km of the agency', async () => {
    const [office] = await rows<{ latitude: number; longitude: number }>(sql`
      SELECT latitude, longitude FROM agency_profiles WHERE agency_id = ${owner.agencyId}`);
    if (office === undefined) {
      throw new Error('the agency has no place');
    }
    const listings = await rows<{ id: number; latitude: number; longitude: number }>(sql`
      SELECT id, latitude, longitude FROM marketplace_listings
      WHERE published AND product = ${MarketplaceProduct.homecare}`);
    const near = listings
      .filter((listing) => haversineMetres(office, listing) <= 25_000)
      .map((listing) => listing.id)
      .sort((a, b) => a - b);
    expect(near.length).toBeGreaterThan(0);

    const found = await expectBody<Listed>(
      await fetch(
        `${server.url}/api/marketplace/homecare/listings?latitude=${office.latitude}&longitude=${office.longitude}&radiusKm=25&perPage=100`,
      ),
      200,
    );
    expect(found.data.map((listing) => listing.id).sort((a, b) => a - b)).toEqual(near);
  });
});
