import {
  MAR_LATE_AFTER_HOURS,
  MEDICATION_REPORT_OUTCOMES,
  MedicationAdministration,
  ReasonNotAdministered,
  type ReportFilter,
} from '@hearth/domain';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  caregivers,
  medicationAdministrations,
  patientMedications,
  patients,
} from '../../../db/schema/index.ts';
import { agencyScoped } from '../agencyScoped.ts';
import type { ReportDefinition } from '../reportDefinition.ts';
import { derivedPageOf, reportOrderOf } from '../reportOrder.ts';
import type { ReportScope } from '../reportScope.ts';
import {
  agencyBucketOf,
  agencyDayOf,
  derivedColumn,
  seriesOf,
  withinAgencyDays,
} from '../reportSql.ts';

type Filter = ReportFilter<'medications'>;

// Every scheduled dose of the range with the entry in force on it, read the way the MAR grid
// reads them (administrationRepo's scheduled doses and correction chains), in one query so a
// page, its total and the chart count the same doses.

/** Each original entry's latest correction (or itself): what the record says now. */
const entriesInForce = (filter: Filter) => sql`WITH RECURSIVE chain AS (
    SELECT a.id AS root, a.id, a.status, a.reason, a.recorded_by, 0 AS depth
    FROM ${medicationAdministrations} a
    WHERE a.corrects_id IS NULL AND ${withinAgencyDays(sql`a.scheduled_for`, filter)}
    UNION ALL
    SELECT chain.root, c.id, c.status, c.reason, c.recorded_by, chain.depth + 1
    FROM ${medicationAdministrations} c JOIN chain ON c.corrects_id = chain.id
  ), in_force AS (
    SELECT DISTINCT ON (root) root, status, reason, recorded_by
    FROM chain ORDER BY root, depth DESC
  )`;

const scopeOf = (scope: ReportScope, filter: Filter): SQL | undefined =>
  and(
    agencyScoped(sql`p.agency_id`, scope),
    filter.patientId === undefined ? undefined : sql`p.id = ${filter.patientId}`,
  );

/**
 * The doses: each medication's times on its days (in its own time zone, a day either side of the
 * range so every agency day is covered), plus any dose recorded at a time the schedule no longer
 * has, so no entry drops out of the report.
 */
function dosesOf(scope: ReportScope, filter: Filter): SQL {
  const inScope = scopeOf(scope, filter) ?? sql`true`;
  return sql`SELECT m.id AS medication_id, ((d::date + t::time) AT TIME ZONE m.time_zone) AS scheduled_for
      FROM ${patientMedications} m JOIN ${patients} p ON p.id = m.patient_id
      CROSS JOIN LATERAL generate_series(
        GREATEST(${filter.from}::date - 1, m.start_date),
        LEAST(${filter.to}::date + 1, COALESCE(m.end_date, ${filter.to}::date + 1)),
        interval '1 day'
      ) AS d
      CROSS JOIN LATERAL unnest(m.times) AS t
      WHERE ${inScope}
        AND (cardinality(m.week_days) = 0 OR extract(isodow FROM d)::smallint = ANY(m.week_days))
        AND (m.discontinued_at IS NULL
          OR ((d::date + t::time) AT TIME ZONE m.time_zone) < m.discontinued_at)
    UNION
    SELECT a.medication_id, a.scheduled_for
      FROM ${medicationAdministrations} a JOIN ${patients} p ON p.id = a.patient_id
      WHERE ${inScope} AND a.corrects_id IS NULL AND a.scheduled_for IS NOT NULL
        AND ${withinAgencyDays(sql`a.scheduled_for`, filter)}`;
}

const { administered, held, leaveOfAbsence, notAdministered } = MedicationAdministration;

/** The outcome a dose's entry in force gives it; unrecorded, it is missed once it is late. */
const outcome = sql<string>`CASE
    WHEN e.status = ${administered} THEN 'given'
    WHEN e.status = ${held} OR e.reason = ${ReasonNotAdministered.heldForParameters} THEN 'held'
    WHEN e.status = ${leaveOfAbsence} THEN 'leaveOfAbsence'
    WHEN e.reason = ${ReasonNotAdministered.patientRefused} THEN 'refused'
    WHEN e.reason = ${ReasonNotAdministered.missedDose} THEN 'missed'
    WHEN e.status = ${notAdministered} THEN 'notGiven'
    WHEN dose.scheduled_for < now() - make_interval(hours => ${MAR_LATE_AFTER_HOURS}) THEN 'missed'
    ELSE 'due' END`;

/** One row per dose of the range: its day, time, patient, medication and outcome. */
function doseRows(scope: ReportScope, filter: Filter): SQL {
  return sql`SELECT p.id AS "patientId", m.id AS "medicationId",
        ${agencyDayOf(sql`dose.scheduled_for`)} AS "day",
        dose.scheduled_for AS "scheduledFor",
        p.first_name || ' ' || p.last_name AS "patient",
        m.name AS "medication",
        m.dose AS "dose",
        ${outcome} AS "outcome",
        e.recorded_by AS "recordedBy"
      FROM (${dosesOf(scope, filter)}) dose
      JOIN ${patientMedications} m ON m.id = dose.medication_id
      JOIN ${patients} p ON p.id = m.patient_id
      LEFT JOIN ${medicationAdministrations} a ON a.medication_id = dose.medication_id
        AND a.scheduled_for = dose.scheduled_for AND a.corrects_id IS NULL
      LEFT JOIN in_force e ON e.root = a.id
      WHERE ${withinAgencyDays(sql`dose.scheduled_for`, filter)}`;
}

/** The report's own filters on a dose row: its outcome, and the caregiver who recorded it. */
const rowFilter = (filter: Filter): SQL =>
  and(
    filter.status === undefined ? undefined : sql`r."outcome" = ${filter.status}`,
    filter.caregiverId === undefined
      ? undefined
      : sql`r."recordedBy" = (SELECT ${caregivers.userId} FROM ${caregivers}
          WHERE ${caregivers.id} = ${filter.caregiverId})`,
  ) ?? sql`true`;

type DoseRow = {
  patientId: number;
  day: string;
  scheduledFor: Date | string;
  patient: string;
  medication: string;
  dose: string;
  outcome: string;
};

export function createMedicationsReport(db: Database): ReportDefinition<'medications'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort }) {
      const order = reportOrderOf(
        sort,
        {
          day: derivedColumn('scheduledFor'),
          scheduledFor: derivedColumn('scheduledFor'),
          patient: sql`lower(r."patient")`,
          medication: sql`lower(r."medication")`,
          outcome: derivedColumn('outcome'),
        },
        [asc(derivedColumn('scheduledFor')), asc(sql`lower(r."patient")`)],
        sql`r."medicationId", r."scheduledFor"`,
      );
      const { rows, total } = await derivedPageOf<DoseRow>(db, {
        ctes: entriesInForce(filter),
        from: sql`(${doseRows(scope, filter)}) r WHERE ${rowFilter(filter)}`,
        order,
        page,
        perPage,
      });
      return {
        rows: rows.map(({ patientId, day, scheduledFor, patient, medication, dose, outcome }) => ({
          patientId,
          day,
          scheduledFor: new Date(scheduledFor).toISOString(),
          patient,
          medication,
          dose,
          outcome,
        })),
        total,
      };
    },

    async graph({ scope, filter, bucket }) {
      const counts = await db.execute<{ bucket: string; key: string; value: number }>(
        sql`${entriesInForce(filter)} SELECT ${agencyBucketOf(derivedColumn('scheduledFor'), bucket)} AS bucket,
            r."outcome" AS key, count(*)::int AS value
          FROM (${doseRows(scope, filter)}) r WHERE ${rowFilter(filter)}
          GROUP BY 1, 2`,
      );
      return seriesOf(MEDICATION_REPORT_OUTCOMES, filter, bucket, counts.rows);
    },
  };
}
