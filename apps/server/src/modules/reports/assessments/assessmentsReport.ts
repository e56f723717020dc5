import {
  ASSESSMENT_REPORT_STATUSES,
  type AssessmentReportStatus,
  AssessmentStatus,
  CARE_TIME_ZONE,
  type ReportFilter,
  type ReportRow,
} from '@hearth/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  assessmentStatusChanges,
  assessments,
  careTypes,
  patients,
  payers,
} from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { agencyScoped } from '../agencyScoped.ts';
import type { ReportDefinition, ReportSort } from '../reportDefinition.ts';
import { cityInRegion } from '../reportRegion.ts';
import type { ReportScope } from '../reportScope.ts';
import { agencyBucketOf, type BucketCount, seriesOf, withinAgencyDays } from '../reportSql.ts';

// The assessments report: one row per booking requested (created) on one of the filter's agency
// days, where it stands now, and how long it took to become active.

type AssessmentsFilter = ReportFilter<'assessments'>;

// Built from the domain's constants only, so written into the SQL as they are.
const statusName = sql.raw(
  `CASE "assessments"."status" ${ASSESSMENT_REPORT_STATUSES.map(
    (name) => `WHEN ${AssessmentStatus.values[name]} THEN '${name}'`,
  ).join(' ')} END`,
) as SQL<AssessmentReportStatus>;

/** The first time the booking became active; written out so `id` is the booking's own. */
const activeAt = sql<Date | null>`(SELECT min(active.changed_at) FROM ${assessmentStatusChanges} active WHERE active.assessment_id = "assessments"."id" AND active.to_status = ${AssessmentStatus.active})`;

const agencyDate = (moment: SQL) => sql`(${moment} AT TIME ZONE ${CARE_TIME_ZONE})::date`;

/** Agency days from the request to the first day active; empty until it is active. */
const daysToActive = sql<
  number | null
>`(${agencyDate(activeAt)} - ${agencyDate(sql`${assessments.createdAt}`)})`;

function whereOf(scope: ReportScope, filter: AssessmentsFilter): SQL | undefined {
  return and(
    agencyScoped(assessments.agencyId, scope),
    withinAgencyDays(assessments.createdAt, filter),
    filter.patientId === undefined ? undefined : eq(assessments.patientId, filter.patientId),
    filter.payerId === undefined ? undefined : eq(assessments.payerId, filter.payerId),
    filter.careTypeId === undefined ? undefined : eq(assessments.careTypeId, filter.careTypeId),
    cityInRegion(patients.cityId, filter.region),
    filter.status === undefined
      ? undefined
      : eq(assessments.status, AssessmentStatus.values[filter.status]),
  );
}

/** Joins what a booking's columns name to a select from `assessments`. */
function withAssessmentJoins<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(patients, eq(patients.id, assessments.patientId))
    .leftJoin(careTypes, eq(careTypes.id, assessments.careTypeId))
    .leftJoin(payers, eq(payers.id, assessments.payerId));
}

const sortKeys: Record<string, readonly SQL[]> = {
  requestedAt: [sql`${assessments.createdAt}`],
  patient: [sql`${patients.lastName}`, sql`${patients.firstName}`],
  status: [statusName],
  daysToActive: [daysToActive],
};

// Ties fall back to the request's time and the booking's id, so pages never repeat a row.
function orderOf(sort: ReportSort | null): SQL[] {
  const direction = sort?.descending ? desc : asc;
  const keys = sort === null ? [] : (sortKeys[sort.column] ?? []);
  return [
    ...keys.map((key) => sql`${direction(key)} NULLS LAST`),
    asc(assessments.createdAt),
    asc(assessments.id),
  ];
}

const iso = (moment: Date | string | null): string | null =>
  moment === null ? null : new Date(moment).toISOString();

export function createAssessmentsReport(db: Database): ReportDefinition<'assessments'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort, locale }) {
      const where = whereOf(scope, filter);
      const [found] = await withAssessmentJoins(
        db.select({ total: count() }).from(assessments).$dynamic(),
      ).where(where);
      const bookings = await withAssessmentJoins(
        db
          .select({
            patientId: assessments.patientId,
            requestedAt: assessments.createdAt,
            patient: sql<string | null>`${patients.firstName} || ' ' || ${patients.lastName}`,
            careType: labelIn(careTypes.labels, locale),
            payer: payers.name,
            status: statusName,
            activeAt,
            daysToActive,
          })
          .from(assessments)
          .$dynamic(),
      )
        .where(where)
        .orderBy(...orderOf(sort))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const rows: ReportRow[] = bookings.map((booking) => ({
        ...booking,
        requestedAt: iso(booking.requestedAt),
        activeAt: iso(booking.activeAt),
        daysToActive: booking.daysToActive === null ? null : Number(booking.daysToActive),
      }));
      return { rows, total: found?.total ?? 0 };
    },

    async graph({ scope, filter, bucket }) {
      const groups = await withAssessmentJoins(
        db
          .select({
            bucket: agencyBucketOf(assessments.createdAt, bucket),
            key: statusName,
            value: count(),
          })
          .from(assessments)
          .$dynamic(),
      )
        .where(whereOf(scope, filter))
        // By position: the bucket's parameters would differ between the select and the group.
        .groupBy(sql`1`, sql`2`);
      const counts: BucketCount[] = groups;
      return seriesOf(ASSESSMENT_REPORT_STATUSES, filter, bucket, counts);
    },
  };
}
