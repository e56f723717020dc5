// The API's hot path against a bare Fastify 5 hello-world started in this same run: req/s of a
// route that never reads the database, the health check, the signed-in auth details, an agency
// owner's caregiver and patient lists and a patient's timeline of 10,000 notes, each as a ratio
// to bare Fastify and to GET /api/health; then the plans (EXPLAIN ANALYZE, BUFFERS) of the hot reads.
// Run: npm run bench (BENCH_SECONDS sets each measurement's length, 5 s by default).
import { Role } from '@hearth/domain';
import { createUser, testPassword } from '@hearth/server/testing';
import { BARE_FASTIFY, withBareFastify } from './support/bareFastify.ts';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { explainRequest } from './support/explain.ts';
import { measureHotPath } from './support/hotPath.ts';
import { seedScaleSet } from './support/scaleSet.ts';
import { measured, throughputTable } from './support/throughput.ts';

const CAREGIVERS = 50;
const PATIENTS = 50;

const bare = { name: BARE_FASTIFY, perSecond: await withBareFastify((base) => measured(base)) };

await withBenchServer(
  (db) =>
    seedScaleSet(db, {
      agencies: 1,
      caregiversPerAgency: CAREGIVERS,
      patientsPerAgency: PATIENTS,
      listingsPerAgency: 0,
      notes: 10_000,
    }),
  async ({ base, db, pool }) => {
    const agency = await pool.query<{ id: number }>(
      "SELECT id FROM agencies WHERE name = 'Scale Home Care 1'",
    );
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agency.rows[0]?.id ?? 0] });
    const cookie = await signInCookie(base, owner.email, testPassword);
    const admin = await createUser(db, { role: Role.admin });
    const adminCookie = await signInCookie(base, admin.email, testPassword);
    const busiest = await pool.query<{ patient_id: number }>(
      'SELECT patient_id FROM notes GROUP BY patient_id ORDER BY count(*) DESC LIMIT 1',
    );
    const timeline = `${base}/api/notes/${busiest.rows[0]?.patient_id ?? 0}/0`;
    // What autovacuum does to freshly loaded tables: statistics, and pages marked all-visible
    // (which the index-only scans of the timeline rely on).
    await pool.query('VACUUM ANALYZE');

    const { health, rows } = await measureHotPath(base, cookie, {
      caregivers: CAREGIVERS,
      patients: PATIENTS,
    });
    rows.push({
      name: "GET /api/notes/:patientId/0 (the owner's first page of 10,000 notes)",
      perSecond: await measured(timeline, { cookie }),
    });
    console.log(throughputTable(bare, health, rows));

    // The plans of the hot reads, each statement with its real values.
    const asOwner = { headers: { cookie } };
    const plans = [
      ['auth details', () => fetch(`${base}/api/auth-details`, asOwner)],
      ["the owner's caregiver list", () => fetch(`${base}/api/caregivers`, asOwner)],
      [
        "an admin's caregiver list (every agency)",
        () => fetch(`${base}/api/caregivers`, { headers: { cookie: adminCookie } }),
      ],
      ["the owner's patient list", () => fetch(`${base}/api/patients`, asOwner)],
      ["the owner's first page of the timeline", () => fetch(timeline, asOwner)],
    ] as const;
    for (const [label, call] of plans) {
      console.log(`\n${await explainRequest(pool, label, call)}`);
    }
  },
  // Each request logged as in production, so the figures include what logging costs.
  { logLevel: 'info' },
);
