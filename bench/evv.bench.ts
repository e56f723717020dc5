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

const CAREGIVERS = 200;
const MONTH = { from: '2027-03-01', to: '2027-03-31' };
let agencyId = 0;
let ownerEmail = '';

type Db = Parameters<Parameters<typeof withBenchServer>[0]>[0];

/**
 * Per agency: 200 hired caregivers, one patient and booking each, a visit a day in March checked
 * in and out at its planned times near the patient's home, and every twentieth visit's check-out
 * corrected by the owner.
 */
async function fillAgency(db: Db, id: number, ownerId: number) {
  await db.execute(`
    WITH people AS (
      INSERT INTO caregivers (agency_id, first_name, last_name, email, status)
      SELECT ${id}, 'Care', 'Giver ' || n, 'giver' || n || '-${id}@bench.test', 'hired'
      FROM generate_series(1, ${CAREGIVERS}) AS n RETURNING id
    ), clients AS (
      INSERT INTO patients (agency_id, first_name, last_name, date_of_birth, gender)
      SELECT ${id}, 'Pat', 'Ient ' || n, '1940-01-01', 'female'
      FROM generate_series(1, ${CAREGIVERS}) AS n RETURNING id
    ), bookings AS (
      INSERT INTO assessments (agency_id, patient_id, status, services, start_date, care_type_id)
      SELECT ${id}, clients.id, 4, '{personal-care}', '${MONTH.from}',
        (SELECT id FROM care_types WHERE code = 'personal_care')
      FROM clients RETURNING id, patient_id
    ), pairs AS (
      SELECT b.id AS assessment_id, b.patient_id, p.id AS caregiver_id
      FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM bookings) b
      JOIN (SELECT *, row_number() OVER (ORDER BY id) AS n FROM people) p USING (n)
    ), visits AS (
      SELECT pairs.*, (day + time '09:00') AT TIME ZONE 'America/Toronto' AS starts_at,
        (day + time '12:00') AT TIME ZONE 'America/Toronto' AS ends_at
      FROM pairs CROSS JOIN generate_series('${MONTH.from}'::date, '${MONTH.to}'::date, interval '1 day') AS day
    )
    INSERT INTO shifts (assessment_id, agency_id, patient_id, caregiver_id, assignment, starts_at,
      ends_at, checked_in_at, check_in_latitude, check_in_longitude, check_in_accuracy,
      checked_out_at, check_out_latitude, check_out_longitude, check_out_accuracy)
    SELECT assessment_id, ${id}, patient_id, caregiver_id, 'accepted', starts_at, ends_at,
      starts_at, 43.6532, -79.3832, 12, ends_at, 43.6533, -79.3831, 9
    FROM visits`);
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
