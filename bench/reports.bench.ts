// Reports at scale: an agency owner's dashboard statistics, the visits report (this month's
// first page, a year's chart by week) and the caregivers report, against GET /api/health as the
// baseline measured in the same run, on 1,000 agencies × 50 caregivers × 100 patients with a
// year of weekly visits (5.4 million), 2,000,000 notes and 100,000 listings. Run: npm run bench
import { CARE_TIME_ZONE, Role } from '@hearth/domain';
import { createUser, testPassword } from '@hearth/server/testing';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { measureAndExplain } from './support/measureRequests.ts';
import { seedScaleSet } from './support/scaleSet.ts';

const scale = {
  agencies: Number(process.env.BENCH_AGENCIES ?? 1000),
  caregiversPerAgency: 50,
  patientsPerAgency: 100,
  listingsPerAgency: 100,
  // 2,000,000 notes: twenty for each of the 100,000 patients.
  notes: 20,
  notesPerOtherPatient: 20,
  visitWeeks: 52,
};
const logFile = process.env.BENCH_LOG ?? 'bench-reports.log';

/** Today and a year ago as the agencies' clock reads them. */
function agencyDays(): { today: string; monthStart: string; yearAgo: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CARE_TIME_ZONE }).format(new Date());
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return {
    today,
    monthStart: `${today.slice(0, 8)}01`,
    yearAgo: yearAgo.replace(/-02-29$/, '-02-28'),
  };
}

await withBenchServer(
  (db) => seedScaleSet(db, scale),
  async ({ base, db, pool }) => {
    const counted = await pool.query<{ shifts: string; agency: number }>(
      'SELECT count(*) AS shifts, min(agency_id) AS agency FROM shifts',
    );
    const { shifts, agency } = counted.rows[0] ?? { shifts: '0', agency: 1 };
    console.log(`${shifts} visits`);
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agency] });
    const cookie = await signInCookie(base, owner.email, testPassword);
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
    const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
    const { today, monthStart, yearAgo } = agencyDays();

    const post = (path: string, body: object) => () =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    const requests = [
      {
        name: 'POST /api/reports/all/statistics (agency owner)',
        call: post('/api/reports/all/statistics', {}),
      },
      {
        name: 'POST /api/reports/visits (this month, first page)',
        call: post('/api/reports/visits', { filter: { from: monthStart, to: today } }),
      },
      {
        name: 'POST /api/reports/visits/graph (a year by week)',
        call: post('/api/reports/visits/graph', {
          filter: { from: yearAgo, to: today },
          bucket: 'week',
        }),
      },
      {
        name: 'POST /api/reports/caregivers (this month, first page)',
        call: post('/api/reports/caregivers', { filter: { from: monthStart, to: today } }),
      },
    ];

    await measureAndExplain({ base, pool }, requests, logFile);
  },
);
