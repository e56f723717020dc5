// The API's hot path against a bare Fastify 5 hello-world started in this same run: req/s of a
// route that never reads the database, the health check, the signed-in auth details and an agency
// owner's caregiver list, each as a ratio to bare Fastify and to GET /api/health.
// Run: npm run bench (BENCH_SECONDS sets each measurement's length, 5 s by default).
import { Role } from '@hearth/domain';
import { createUser, testPassword } from '@hearth/server/testing';
import Fastify from 'fastify';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
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
    }),
  async ({ base, db, pool }) => {
    const agency = await pool.query<{ id: number }>(
      "SELECT id FROM agencies WHERE name = 'Scale Home Care 1'",
    );
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agency.rows[0]?.id ?? 0] });
    const cookie = await signInCookie(base, owner.email, testPassword);

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
  },
  // Each request logged as in production, so the figures include what logging costs.
  { logLevel: 'info' },
);
