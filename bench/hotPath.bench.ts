// The API's hot path against a bare Fastify 5 hello-world started in this same run: req/s of a
// route that never reads the database, the health check, the signed-in auth details, an agency
// owner's caregiver and patient lists and a patient's timeline of 10,000 notes, each as a ratio
// to bare Fastify and to GET /api/health; then the plans (EXPLAIN ANALYZE, BUFFERS) of the hot reads.
// Run: npm run bench (BENCH_SECONDS sets each measurement's length, 5 s by default).
import { Role } from '@hearth/domain';
import { createUser, testPassword } from '@hearth/server/testing';
import Fastify from 'fastify';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { explainRequest } from './support/explain.ts';
import { requestsPerSecond } from './support/load.ts';
import { seedScaleSet } from './support/scaleSet.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmUpSeconds = 1;

/** Warms the route up, then measures it. */
async function measured(url: string, headers: Record<string, string> = {}) {
  await requestsPerSecond(url, { headers, seconds: warmUpSeconds });
  return requestsPerSecond(url, { headers, seconds });
}

async function bareFastify() {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const base = await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await measured(base);
  } finally {
    await bare.close();
  }
}

const bare = await bareFastify();

await withBenchServer(
  (db) =>
    seedScaleSet(db, {
      agencies: 1,
      caregiversPerAgency: 50,
      patientsPerAgency: 50,
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

    const health = await measured(`${base}/api/health`);
    const rows = [
      { name: 'bare Fastify 5: GET / (hello world)', perSecond: bare },
      { name: 'GET /api/health', perSecond: health },
      {
        name: 'GET /api/realtime-config (no database)',
        perSecond: await measured(`${base}/api/realtime-config`),
      },
      {
        name: 'GET /api/auth-details (signed in)',
        perSecond: await measured(`${base}/api/auth-details`, { cookie }),
      },
      {
        name: "GET /api/caregivers (the owner's list, 50 caregivers)",
        perSecond: await measured(`${base}/api/caregivers`, { cookie }),
      },
      {
        name: "GET /api/patients (the owner's list, 50 patients, audited)",
        perSecond: await measured(`${base}/api/patients`, { cookie }),
      },
      {
        name: "GET /api/notes/:patientId/0 (the owner's first page of 10,000 notes)",
        perSecond: await measured(timeline, { cookie }),
      },
    ];
    const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
    console.log(
      `10 keep-alive connections, ${seconds} s per request after ${warmUpSeconds} s warm-up`,
    );
    console.log('| request | req/s | of bare Fastify | of /api/health |');
    console.log('|---|---|---|---|');
    for (const { name, perSecond } of rows) {
      console.log(
        `| ${name} | ${perSecond.toFixed(0)} | ${percent(perSecond, bare)} | ${percent(perSecond, health)} |`,
      );
    }

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
