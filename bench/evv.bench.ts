// The EVV aggregator export of a month for an agency of 200 caregivers (6,200 completed visits,
// one in twenty corrected, and as many of a second agency beside it), JSON and CSV, against
// GET /api/health as the baseline, measured in this run; then the plan of each statement the
// export sends. Run: node --import tsx bench/evv.bench.ts
import { Role } from '@hearth/domain';
import {
  baseSeeders,
  createAgency,
  createUser,
  runSeeders,
  testPassword,
} from '@hearth/server/testing';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { explainRequest } from './support/explain.ts';
import { measure, report } from './support/measure.ts';
import { fillAgencyMonth, MONTH } from './support/shiftMonth.ts';

let agencyId = 0;
let ownerEmail = '';

type Db = Parameters<Parameters<typeof withBenchServer>[0]>[0];

/**
 * Per agency: the shared month of visits (personal care), each checked in and out at its planned
 * times near the patient's home, and every twentieth visit's check-out corrected by the owner.
 */
async function fillAgency(db: Db, id: number, ownerId: number) {
  await fillAgencyMonth(db, id);
  await db.execute(`
    UPDATE assessments SET services = '{personal-care}',
      care_type_id = (SELECT id FROM care_types WHERE code = 'personal_care')
    WHERE agency_id = ${id}`);
  await db.execute(`
    UPDATE shifts SET checked_in_at = starts_at, check_in_latitude = 43.6532,
      check_in_longitude = -79.3832, check_in_accuracy = 12, checked_out_at = ends_at,
      check_out_latitude = 43.6533, check_out_longitude = -79.3831, check_out_accuracy = 9
    WHERE agency_id = ${id}`);
  await db.execute(`
    INSERT INTO visit_changes (shift_id, field, before_at, before_latitude, before_longitude,
      before_accuracy, after_at, after_latitude, after_longitude, after_accuracy, reason,
      resolution, note, changed_by)
    SELECT id, 'checkOut', checked_out_at - interval '5 minutes', 43.6533, -79.3831, 9,
      checked_out_at, 43.6533, -79.3831, 9, 'caregiverEarlyOrLate', 'confirmedWithClient',
      'Left at noon, says the client', ${ownerId}
    FROM shifts WHERE agency_id = ${id} AND id % 20 = 0`);
}

await withBenchServer(
  async (db) => {
    await runSeeders(db, baseSeeders);
    agencyId = await createAgency(db);
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    ownerEmail = owner.email;
    await fillAgency(db, agencyId, owner.id);
    const otherId = await createAgency(db);
    const other = await createUser(db, { role: Role.agency, agencyIds: [otherId] });
    await fillAgency(db, otherId, other.id);
    await db.execute('ANALYZE');
  },
  async ({ base, pool }) => {
    const cookie = await signInCookie(base, ownerEmail, testPassword);
    const visit = await pool.query<{ id: number }>(
      'SELECT id FROM shifts WHERE agency_id = $1 AND id % 20 = 0 ORDER BY id LIMIT 1',
      [agencyId],
    );
    const get = (path: string) => () => fetch(`${base}${path}`, { headers: { cookie } });
    const month = `from=${MONTH.from}&to=${MONTH.to}`;
    const json = get(`/api/agencies/${agencyId}/evv/visits?${month}`);
    const csv = get(`/api/agencies/${agencyId}/evv/visits.csv?${month}`);
    const samples = [
      await measure('GET /api/health (baseline)', 1000, () => fetch(`${base}/api/health`), {
        concurrency: 8,
      }),
      await measure(
        'GET /api/shifts/:id/evv, one corrected visit',
        300,
        get(`/api/shifts/${visit.rows[0]?.id}/evv`),
        { concurrency: 8 },
      ),
      await measure('GET evv/visits, a month as JSON (6,200 visits)', 20, json, {
        concurrency: 2,
      }),
      await measure('GET evv/visits.csv, a month as CSV (6,200 visits)', 20, csv, {
        concurrency: 2,
      }),
    ];
    console.log(report(samples));
    // Streamed: the first lines arrive long before the last, the month is never whole in memory.
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const reader = (await csv()).body?.getReader();
    let firstChunkMs = 0;
    let bytes = 0;
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      firstChunkMs ||= performance.now() - start;
      bytes += chunk.value.byteLength;
    }
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time of this process (app, driver and client together) stands up better to a busy
    // machine than the wall clock does.
    console.log(
      `\nCSV month: first bytes after ${firstChunkMs.toFixed(1)} ms, all ${(bytes / 1024).toFixed(0)} KB after ${(performance.now() - start).toFixed(1)} ms, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU`,
    );
    console.log(`\n${await explainRequest(pool, 'export of a month', json)}`);
  },
);
