// The shift calendar of an agency with 200 caregivers over a month (about 6,000 visits, and as
// many of a second agency beside it), against GET /api/health as the baseline, measured in this
// run. Run: npm run bench
import { Role } from '@hearth/domain';
import {
  baseSeeders,
  createAgency,
  createUser,
  runSeeders,
  testPassword,
} from '@hearth/server/testing';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { measure, report } from './support/measure.ts';
import { fillAgencyMonth, MONTH } from './support/shiftMonth.ts';

let agencyId = 0;

await withBenchServer(
  async (db) => {
    await runSeeders(db, baseSeeders);
    agencyId = await createAgency(db);
    await fillAgencyMonth(db, agencyId);
    await fillAgencyMonth(db, await createAgency(db));
  },
  async ({ base, db, pool }) => {
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    const cookie = await signInCookie(base, owner.email, testPassword);
    const caregiver = await pool.query<{ id: number }>(
      'SELECT id FROM caregivers WHERE agency_id = $1 ORDER BY id LIMIT 1',
      [agencyId],
    );
    const get = (path: string) => () => fetch(`${base}${path}`, { headers: { cookie } });
    const samples = [
      await measure('GET /api/health (baseline)', 1000, () => fetch(`${base}/api/health`), {
        concurrency: 8,
      }),
      await measure(
        'GET /api/shifts, a month, one caregiver (31 visits)',
        300,
        get(`/api/shifts?from=${MONTH.from}&to=${MONTH.to}&caregiver=${caregiver.rows[0]?.id}`),
        { concurrency: 8 },
      ),
      await measure(
        'GET /api/shifts, a week, whole agency (1,400 visits)',
        100,
        get('/api/shifts?from=2027-03-08&to=2027-03-14'),
        { concurrency: 4 },
      ),
      await measure(
        'GET /api/shifts, a month, whole agency (6,200 visits)',
        30,
        get(`/api/shifts?from=${MONTH.from}&to=${MONTH.to}`),
        { concurrency: 4 },
      ),
    ];
    console.log(report(samples));
  },
);
