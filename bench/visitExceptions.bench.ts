// The visit exceptions queue of an agency with 200 caregivers over a month (6,200 visits, one in
// three with an exception, half of those resolved; a second agency the same beside it), against
// GET /api/health as the baseline, measured in this run. Run: npm run bench
import { Role } from '@hearth/domain';
import {
  baseSeeders,
  createAgency,
  createUser,
  runSeeders,
  testPassword,
} from '@hearth/server/testing';
import { type BenchServer, signInCookie, withBenchServer } from './support/benchServer.ts';
import { measure, report } from './support/measure.ts';
import { fillAgencyMonth } from './support/shiftMonth.ts';

let agencyId = 0;

/** An exception on every third visit, its kind in turn, every other one resolved. */
async function addExceptions(db: BenchServer['db'], id: number) {
  await db.execute(`
    INSERT INTO visit_exceptions (shift_id, agency_id, kind, phase, reason_code, created_at,
      resolved_at, resolution_note)
    SELECT s.id, s.agency_id,
      (ARRAY['out_of_fence', 'early', 'late', 'no_signature', 'missed', 'offline'])[s.id % 6 + 1],
      'visit', NULL, s.starts_at,
      CASE WHEN s.id % 2 = 0 THEN s.starts_at + interval '1 day' END,
      CASE WHEN s.id % 2 = 0 THEN 'Checked with the client' END
    FROM shifts s WHERE s.agency_id = ${id} AND s.id % 3 = 0`);
}

await withBenchServer(
  async (db) => {
    await runSeeders(db, baseSeeders);
    agencyId = await createAgency(db);
    const otherId = await createAgency(db);
    for (const id of [agencyId, otherId]) {
      await fillAgencyMonth(db, id);
      await addExceptions(db, id);
    }
  },
  async ({ base, db, pool }) => {
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    const cookie = await signInCookie(base, owner.email, testPassword);
    const counts = await pool.query<{ open: string; all: string }>(
      `SELECT count(*) FILTER (WHERE resolved_at IS NULL) AS open, count(*) AS all
       FROM visit_exceptions WHERE agency_id = $1`,
      [agencyId],
    );
    const queue = `/api/agencies/${agencyId}/visit-exceptions`;
    const get = (query: string) => () => fetch(`${base}${queue}${query}`, { headers: { cookie } });
    const samples = [
      await measure('GET /api/health (baseline)', 1000, () => fetch(`${base}/api/health`), {
        concurrency: 8,
      }),
      await measure('queue: open, first page (20)', 300, get(''), { concurrency: 8 }),
      await measure('queue: open, one kind (late)', 300, get('?kind=late'), { concurrency: 8 }),
      await measure('queue: open, page 10 of 100', 100, get('?perPage=100&page=10'), {
        concurrency: 4,
      }),
      await measure('queue: all, page 20 of 100', 100, get('?state=all&perPage=100&page=20'), {
        concurrency: 4,
      }),
    ];
    process.stdout.write(
      `exceptions of the agency: ${counts.rows[0]?.open} open, ${counts.rows[0]?.all} in all\n`,
    );
    process.stdout.write(`${report(samples)}\n`);
  },
);
