// An invoice run of a month for an agency of 200 caregivers (6,200 verified visits billed per
// hour, one patient each, and as many visits of a second agency beside it): the run's whole job,
// from the start to its finish as the page sees it, then the run's page with its 200 drafts, and
// GET /api/health as the baseline, measured in this run, alone and while a run works.
// Run: node --import tsx bench/invoiceRuns.bench.ts
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
import { fillAgencyMonth } from './support/shiftMonth.ts';

// The shared month is March 2027; a run bills care already given, so this one is a year earlier.
const PERIOD = { periodStart: '2026-03-01', periodEnd: '2026-04-01' };

let agencyId = 0;
let ownerEmail = '';

type Db = Parameters<Parameters<typeof withBenchServer>[0]>[0];

/** The shared month, a year back, each visit checked in and out at its planned times. */
async function fillAgency(db: Db, id: number) {
  await fillAgencyMonth(db, id);
  await db.execute(`
    UPDATE assessments SET rate_cents = 3250, rate_unit = 'hour', billing_frequency = 'none',
      start_date = '${PERIOD.periodStart}'
    WHERE agency_id = ${id}`);
  await db.execute(`
    UPDATE shifts SET starts_at = starts_at - interval '1 year', ends_at = ends_at - interval '1 year'
    WHERE agency_id = ${id}`);
  await db.execute(`
    UPDATE shifts SET checked_in_at = starts_at, check_in_latitude = 43.6532,
      check_in_longitude = -79.3832, check_in_accuracy = 12, checked_out_at = ends_at,
      check_out_latitude = 43.6533, check_out_longitude = -79.3831, check_out_accuracy = 9
    WHERE agency_id = ${id}`);
}

await withBenchServer(
  async (db) => {
    await runSeeders(db, baseSeeders);
    agencyId = await createAgency(db);
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    ownerEmail = owner.email;
    await fillAgency(db, agencyId);
    await fillAgency(db, await createAgency(db));
    await db.execute('ANALYZE');
  },
  async ({ base }) => {
    const cookie = await signInCookie(base, ownerEmail, testPassword);
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
    const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
    let lastRunId = 0;

    /** Starts a run and follows it as the page does, until it is over; answers its page. */
    const wholeRun = async (): Promise<Response> => {
      const started = await fetch(`${base}/api/invoice-runs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ agencyId, ...PERIOD }),
      });
      if (!started.ok) {
        return started;
      }
      lastRunId = ((await started.json()) as { data: { id: number } }).data.id;
      for (;;) {
        const page = await fetch(`${base}/api/invoice-runs/${lastRunId}`, { headers });
        const { data } = (await page.clone().json()) as { data: { status: string } };
        if (data.status === 'finished') {
          return page;
        }
        if (data.status === 'failed') {
          throw new Error('the run failed');
        }
      }
    };
    const health = () => fetch(`${base}/api/health`);

    const baseline = await measure('GET /api/health (baseline)', 1000, health, { concurrency: 8 });
    const run = await measure(
      'an invoice run of a month (6,200 visits), start to finish',
      5,
      wholeRun,
    );
    const page = await measure(
      'GET /api/invoice-runs/:id, its 200 drafts',
      100,
      () => fetch(`${base}/api/invoice-runs/${lastRunId}`, { headers }),
      { concurrency: 4 },
    );
    // The job works in the app's process: answers go on while it runs.
    const running = wholeRun();
    const during = await measure('GET /api/health while a run works', 200, health);
    await running;
    console.log(report([baseline, run, page, during]));
    const drafts = (await (
      await fetch(`${base}/api/invoice-runs/${lastRunId}`, { headers })
    ).json()) as { data: { drafts: unknown[]; totalVisits: number; exceptions: unknown[] } };
    console.log(
      `\nlast run: ${drafts.data.totalVisits} visits, ${drafts.data.drafts.length} drafts, ${drafts.data.exceptions.length} exceptions`,
    );
  },
);
