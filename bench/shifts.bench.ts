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

const CAREGIVERS = 200;
const MONTH = { from: '2027-03-01', to: '2027-03-31' };
let agencyId = 0;

/** Per agency: 200 hired caregivers, one patient and booking each, a visit a day in March. */
async function fillAgency(db: Parameters<Parameters<typeof withBenchServer>[0]>[0], id: number) {
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
      INSERT INTO assessments (agency_id, patient_id, status, services, start_date)
      SELECT ${id}, clients.id, 4, '{companionship}', '${MONTH.from}' FROM clients RETURNING id, patient_id
    ), pairs AS (
      SELECT b.id AS assessment_id, b.patient_id, p.id AS caregiver_id
      FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM bookings) b
      JOIN (SELECT *, row_number() OVER (ORDER BY id) AS n FROM people) p USING (n)
    )
    INSERT INTO shifts (assessment_id, agency_id, patient_id, caregiver_id, assignment, starts_at, ends_at)
    SELECT pairs.assessment_id, ${id}, pairs.patient_id, pairs.caregiver_id, 'accepted',
      (day + time '09:00') AT TIME ZONE 'America/Toronto',
      (day + time '12:00') AT TIME ZONE 'America/Toronto'
    FROM pairs CROSS JOIN generate_series('${MONTH.from}'::date, '${MONTH.to}'::date, interval '1 day') AS day`);
}

await withBenchServer(
  async (db) => {
    await runSeeders(db, baseSeeders);
    agencyId = await createAgency(db);
    await fillAgency(db, agencyId);
    await fillAgency(db, await createAgency(db));
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
