import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  medicationAdministrations,
  patientMedications,
  patients,
} from '../../../db/schema/index.ts';
import { type PatientScope, patientScopeCondition } from '../../directory/patients/index.ts';

export type DueDoseRow = {
  medicationId: number;
  patientId: number;
  patientFirstName: string;
  medicationName: string;
  scheduledFor: Date;
};

/**
 * The scheduled doses of `day` (in each medication's own zone, as the MAR reads them) of these
 * patients that nobody has recorded yet, given or not, soonest first; `scope` as the MAR's.
 */
export function createDueDoseRepo(db: Database) {
  return async (
    scope: PatientScope,
    patientIds: readonly number[],
    day: string,
  ): Promise<DueDoseRow[]> => {
    if (patientIds.length === 0) {
      return [];
    }
    const reach = patientScopeCondition(scope) ?? sql`true`;
    const result = await db.execute<{
      medication_id: number;
      patient_id: number;
      patient_first_name: string;
      medication_name: string;
      scheduled_for: string;
    }>(sql`
      SELECT * FROM (
        SELECT m.id AS medication_id, m.patient_id, m.name AS medication_name,
               coalesce(${patients.preferredName}, ${patients.firstName}) AS patient_first_name,
               ((${day}::date + t::time) AT TIME ZONE m.time_zone) AS scheduled_for
        FROM ${patientMedications} m
        JOIN ${patients} ON ${patients.id} = m.patient_id
        CROSS JOIN LATERAL unnest(m.times) AS t
        WHERE m.patient_id IN (${sql.join(
          patientIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND ${reach}
          AND m.start_date <= ${day}::date
          AND (m.end_date IS NULL OR m.end_date >= ${day}::date)
          AND (cardinality(m.week_days) = 0
            OR extract(isodow FROM ${day}::date)::smallint = ANY(m.week_days))
      ) dose
      WHERE NOT EXISTS (
          SELECT 1 FROM ${medicationAdministrations} a
          WHERE a.medication_id = dose.medication_id AND a.scheduled_for = dose.scheduled_for
            AND a.corrects_id IS NULL)
        AND NOT EXISTS (
          SELECT 1 FROM ${patientMedications} gone
          WHERE gone.id = dose.medication_id AND gone.discontinued_at <= dose.scheduled_for)
      ORDER BY dose.scheduled_for, dose.medication_id`);
    return result.rows.map((row) => ({
      medicationId: row.medication_id,
      patientId: row.patient_id,
      patientFirstName: row.patient_first_name,
      medicationName: row.medication_name,
      scheduledFor: new Date(row.scheduled_for),
    }));
  };
}
