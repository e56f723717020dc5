import { DOCUMENTATION_REPORT_ISSUES, type ReportFilter } from '@hearth/domain';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { caregivers, notes, patients, shifts } from '../../../db/schema/index.ts';
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

type Filter = ReportFilter<'documentation'>;

/** How long after check-out the caregiver's note of a visit may be started and still count. */
export const VISIT_NOTE_WITHIN_HOURS = 24;

// Notes carry no visit: a visit's note is a patient note its caregiver's own account started
// between the check-in and a day after the check-out. No row ever carries a note's words.

const visitNote = (signed: boolean) => sql`EXISTS (SELECT 1 FROM ${notes} n
    WHERE n.kind = 'patient' AND n.patient_id = s.patient_id AND n.author_id = c.user_id
      AND n.created_at >= s.checked_in_at
      AND n.created_at < s.checked_out_at + make_interval(hours => ${VISIT_NOTE_WITHIN_HOURS})
      AND n.signed_at IS ${signed ? sql`NOT NULL` : sql`NULL`})`;

const inScope = (scope: ReportScope, filter: Filter): SQL =>
  and(
    agencyScoped(sql`p.agency_id`, scope),
    filter.patientId === undefined ? undefined : sql`p.id = ${filter.patientId}`,
  ) ?? sql`true`;

const caregiversAccount = (caregiverId: number) =>
  sql`(SELECT ${caregivers.userId} FROM ${caregivers} WHERE ${caregivers.id} = ${caregiverId})`;

/** Visits checked out on the range's days (by their check-in) with no signed note of theirs. */
function unsignedVisits(scope: ReportScope, filter: Filter): SQL {
  return sql`SELECT 'unsignedVisit' AS "issue", s.id AS "sourceId", p.id AS "patientId",
      ${agencyDayOf(sql`s.checked_in_at`)} AS "day", s.checked_in_at AS "at",
      p.first_name || ' ' || p.last_name AS "patient",
      c.first_name || ' ' || c.last_name AS "caregiver",
      s.checked_in_at AS "checkedInAt", s.checked_out_at AS "checkedOutAt",
      ${visitNote(false)} AS "draftStarted"
    FROM ${shifts} s
    JOIN ${patients} p ON p.id = s.patient_id
    LEFT JOIN ${caregivers} c ON c.id = s.caregiver_id
    WHERE s.checked_out_at IS NOT NULL AND s.cancelled_at IS NULL
      AND ${withinAgencyDays(sql`s.checked_in_at`, filter)} AND ${inScope(scope, filter)}
      AND ${filter.caregiverId === undefined ? sql`true` : sql`s.caregiver_id = ${filter.caregiverId}`}
      AND NOT ${visitNote(true)}`;
}

/** Patient notes put on hold on the range's days and still held. */
function heldNotes(scope: ReportScope, filter: Filter): SQL {
  return sql`SELECT 'noteOnHold' AS "issue", n.id AS "sourceId", p.id AS "patientId",
      ${agencyDayOf(sql`n.held_at`)} AS "day", n.held_at AS "at",
      p.first_name || ' ' || p.last_name AS "patient", NULL AS "caregiver",
      NULL::timestamptz AS "checkedInAt", NULL::timestamptz AS "checkedOutAt",
      NULL::boolean AS "draftStarted"
    FROM ${notes} n
    JOIN ${patients} p ON p.id = n.patient_id
    WHERE n.held_at IS NOT NULL AND ${withinAgencyDays(sql`n.held_at`, filter)}
      AND ${inScope(scope, filter)}
      AND ${filter.caregiverId === undefined ? sql`true` : sql`n.author_id = ${caregiversAccount(filter.caregiverId)}`}`;
}

/** The rows of the issues the filter asks for (both unless it names one). */
function documentationRows(scope: ReportScope, filter: Filter): SQL {
  const parts = [
    filter.status === 'noteOnHold' ? undefined : unsignedVisits(scope, filter),
    filter.status === 'unsignedVisit' ? undefined : heldNotes(scope, filter),
  ].filter((part) => part !== undefined);
  return sql.join(parts, sql` UNION ALL `);
}

const instantOf = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

type DocumentationRow = {
  issue: string;
  patientId: number;
  day: string;
  patient: string;
  caregiver: string | null;
  checkedInAt: Date | string | null;
  checkedOutAt: Date | string | null;
  draftStarted: boolean | null;
};

export function createDocumentationReport(db: Database): ReportDefinition<'documentation'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort }) {
      const from = sql`(${documentationRows(scope, filter)}) r`;
      const order = reportOrderOf(
        sort,
        {
          day: derivedColumn('at'),
          issue: derivedColumn('issue'),
          patient: sql`lower(r."patient")`,
          caregiver: sql`lower(r."caregiver")`,
        },
        [asc(derivedColumn('at')), asc(sql`lower(r."patient")`)],
        sql`r."issue", r."sourceId"`,
      );
      const { rows, total } = await derivedPageOf<DocumentationRow>(db, {
        from,
        order,
        page,
        perPage,
      });
      return {
        rows: rows.map((row) => ({
          patientId: row.patientId,
          day: row.day,
          issue: row.issue,
          patient: row.patient,
          caregiver: row.caregiver,
          checkedInAt: instantOf(row.checkedInAt),
          checkedOutAt: instantOf(row.checkedOutAt),
          draftStarted: row.draftStarted,
        })),
        total,
      };
    },

    async graph({ scope, filter, bucket }) {
      const counts = await db.execute<{ bucket: string; key: string; value: number }>(
        sql`SELECT ${agencyBucketOf(derivedColumn('at'), bucket)} AS bucket, r."issue" AS key,
            count(*)::int AS value
          FROM (${documentationRows(scope, filter)}) r GROUP BY 1, 2`,
      );
      return seriesOf(DOCUMENTATION_REPORT_ISSUES, filter, bucket, counts.rows);
    },
  };
}
