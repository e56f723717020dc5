import type { BenchServer } from './benchServer.ts';

// The month of visits the shift benches share: an agency's 200 caregivers, each with one patient
// and a booking, and a three-hour visit every day of March 2027 (6,200 shifts), 09:00 to 12:00 in
// Toronto. The series' days are instants, so each is made a date again before its wall-clock time
// is read in Toronto; `AT TIME ZONE` on an instant would turn it into Toronto's wall clock instead.

export const CAREGIVERS = 200;
export const MONTH = { from: '2027-03-01', to: '2027-03-31' };

/** Per agency: 200 hired caregivers, one patient and booking each, a visit a day in March. */
export async function fillAgencyMonth(db: BenchServer['db'], id: number): Promise<void> {
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
      (day::date + time '09:00') AT TIME ZONE 'America/Toronto',
      (day::date + time '12:00') AT TIME ZONE 'America/Toronto'
    FROM pairs CROSS JOIN generate_series('${MONTH.from}'::date, '${MONTH.to}'::date, interval '1 day') AS day`);
}
