// The dashboard's statistics of an agency owner, over an agency with 200 caregivers and a month of
// visits around today (6,200 visits, those already begun checked in and out, one in ten missed;
// a second agency the same beside it), against GET /api/health as the baseline, measured in this
// run. Run: node --import tsx bench/reports.bench.ts
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
import { fillAgencyMonth, MONTH } from './support/shiftMonth.ts';

let agencyId = 0;

/**
 * Moves the agency's month so today is its middle, and records the visits that have begun as the
 * app would: checked in (every fifth late) and out at the home, or missed (one in ten).
 */
async function liveAroundToday(db: BenchServer['db'], id: number) {
  await db.execute(`
    UPDATE shifts SET
      starts_at = starts_at + (current_date - '${MONTH.from}'::date - 15) * interval '1 day',
      ends_at = ends_at + (current_date - '${MONTH.from}'::date - 15) * interval '1 day'
    WHERE agency_id = ${id}`);
  await db.execute(`
    UPDATE shifts SET missed_at = starts_at + interval '30 minutes'
    WHERE agency_id = ${id} AND starts_at < now() AND id % 10 = 0`);
  await db.execute(`
    UPDATE shifts SET
      checked_in_at = starts_at + CASE WHEN id % 5 = 0 THEN interval '20 minutes' ELSE interval '0' END,
      check_in_latitude = 43.65, check_in_longitude = -79.38, check_in_accuracy = 10,
      checked_out_at = CASE WHEN ends_at < now() THEN ends_at END,
      check_out_latitude = CASE WHEN ends_at < now() THEN 43.65 END,
      check_out_longitude = CASE WHEN ends_at < now() THEN -79.38 END,
      check_out_accuracy = CASE WHEN ends_at < now() THEN 10 END
    WHERE agency_id = ${id} AND starts_at < now() AND id % 10 <> 0`);
}

await withBenchServer(
  async (db) => {
    await runSeeders(db, baseSeeders);
    agencyId = await createAgency(db);
    const otherId = await createAgency(db);
    for (const id of [agencyId, otherId]) {
      await fillAgencyMonth(db, id);
      await liveAroundToday(db, id);
    }
    await db.execute('ANALYZE');
  },
  async ({ base, db }) => {
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    const cookie = await signInCookie(base, owner.email, testPassword);
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
    const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
    const statistics = () =>
      fetch(`${base}/api/reports/all/statistics`, { method: 'POST', headers, body: '{}' });
    const check = await statistics();
    if (!check.ok) {
      throw new Error(`statistics answered ${check.status}`);
    }
    const samples = [
      await measure('GET /api/health (baseline)', 1000, () => fetch(`${base}/api/health`), {
        concurrency: 8,
      }),
      await measure("statistics: an agency owner's tiles", 500, statistics, { concurrency: 8 }),
    ];
    process.stdout.write(`${report(samples)}\n`);
  },
);
