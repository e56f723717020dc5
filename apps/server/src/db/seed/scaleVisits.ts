import { AssessmentStatus, CARE_TIME_ZONE, LATE_CHECK_IN_MINUTES } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import type { SeedTransaction } from './types.ts';

/** One past visit in this many was missed, and one in LATE_EVERY began late. */
const MISSED_EVERY = 20;
const LATE_EVERY = 10;

/**
 * A year of care for the patients of the temporary `scale_agencies` table: each an active booking
 * and a three-hour visit a week (its weekday and hour from the patient's id) by a caregiver of its
 * agency, from `weeks` weeks ago to next week. Visits already over were checked in and out at
 * the client's home, some late, a few missed; today's are as the day finds them.
 */
export async function seedScaleVisits(tx: SeedTransaction, weeks: number): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE scale_visit_pairs ON COMMIT DROP AS
    WITH clients AS (
      SELECT p.id AS patient_id, p.agency_id, p.latitude, p.longitude,
             row_number() OVER (PARTITION BY p.agency_id ORDER BY p.id) AS n
      FROM patients p JOIN scale_agencies a ON a.agency_id = p.agency_id
    ), givers AS (
      SELECT c.id AS caregiver_id, c.agency_id,
             row_number() OVER (PARTITION BY c.agency_id ORDER BY c.id) AS n,
             count(*) OVER (PARTITION BY c.agency_id) AS total
      FROM caregivers c JOIN scale_agencies a ON a.agency_id = c.agency_id
    ), bookings AS (
      INSERT INTO assessments (agency_id, patient_id, status, services, start_date)
      SELECT agency_id, patient_id, ${AssessmentStatus.active}, '{companionship}',
             (now() - make_interval(weeks => ${weeks}::int))::date
      FROM clients
      RETURNING id, patient_id
    )
    SELECT b.id AS assessment_id, cl.patient_id, cl.agency_id, g.caregiver_id,
           coalesce(cl.latitude, 0) AS latitude, coalesce(cl.longitude, 0) AS longitude
    FROM bookings b
    JOIN clients cl USING (patient_id)
    JOIN givers g ON g.agency_id = cl.agency_id AND g.n = 1 + (cl.n - 1) % g.total`);

  await tx.execute(sql`
    INSERT INTO shifts (assessment_id, agency_id, patient_id, caregiver_id, assignment,
                        starts_at, ends_at, checked_in_at, check_in_latitude, check_in_longitude,
                        check_in_accuracy, checked_out_at, check_out_latitude, check_out_longitude,
                        check_out_accuracy, missed_at)
    SELECT v.assessment_id, v.agency_id, v.patient_id, v.caregiver_id, 'accepted',
           v.starts_at, v.starts_at + interval '3 hours',
           CASE WHEN v.done AND NOT v.missed THEN v.starts_at + v.delay END,
           CASE WHEN v.done AND NOT v.missed THEN v.latitude END,
           CASE WHEN v.done AND NOT v.missed THEN v.longitude END,
           CASE WHEN v.done AND NOT v.missed THEN 12 END,
           CASE WHEN v.done AND NOT v.missed THEN v.starts_at + interval '3 hours' END,
           CASE WHEN v.done AND NOT v.missed THEN v.latitude END,
           CASE WHEN v.done AND NOT v.missed THEN v.longitude END,
           CASE WHEN v.done AND NOT v.missed THEN 15 END,
           CASE WHEN v.done AND v.missed THEN v.starts_at + interval '30 minutes' END
    FROM (
      SELECT p.*, s.starts_at,
             s.starts_at + interval '3 hours' < now() AS done,
             (p.patient_id + w) % ${MISSED_EVERY}::int = 0 AS missed,
             CASE WHEN (p.patient_id + w) % ${LATE_EVERY}::int = 1
                  THEN make_interval(mins => ${LATE_CHECK_IN_MINUTES}::int + 20)
                  ELSE make_interval(mins => (p.patient_id + w) % 10) END AS delay
      FROM scale_visit_pairs p,
           generate_series(-${weeks}::int, 1) AS w,
           LATERAL (
             SELECT ((date_trunc('week', now() AT TIME ZONE ${CARE_TIME_ZONE})::date
                      + w * 7 + p.patient_id % 7) + make_time(8 + p.patient_id % 8, 0, 0))
                    AT TIME ZONE ${CARE_TIME_ZONE} AS starts_at
           ) s
    ) v`);
}
