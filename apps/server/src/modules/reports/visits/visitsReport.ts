import type { ReportFilter, ReportRow } from '@hearth/domain';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  assessments,
  caregivers,
  cities,
  patients,
  provinces,
  shifts,
} from '../../../db/schema/index.ts';
import { openVisitExceptionCount } from '../../care/verification/index.ts';
import type { ReportDefinition, ReportSort } from '../reportDefinition.ts';
import type { ReportScope } from '../reportScope.ts';
import {
  agencyBucketOf,
  agencyDayOf,
  type BucketCount,
  seriesOf,
  withinAgencyDays,
} from '../reportSql.ts';
import { checkedInLate, visitStatusOf } from './visitStatus.ts';

// The visits report: one row per shift (a visit to a patient) planned to start on one of the
// filter's agency days. Cancelled shifts are no visits and are left out.

type VisitsFilter = ReportFilter<'visits'>;

const GRAPH_SERIES = ['scheduled', 'completed', 'missed', 'late'] as const;

const patientName = sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`;
const caregiverName = sql<string | null>`${caregivers.firstName} || ' ' || ${caregivers.lastName}`;

function scopeCondition(scope: ReportScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return eq(shifts.agencyId, scope.agencyId);
    case 'partner':
      // Not an audience of this report: should its audiences ever widen by mistake, nothing.
      return sql`false`;
  }
}

/** The region is the patient's province or state (where the visit happens), by its code. */
const inRegion = (region: string): SQL => sql`upper(${provinces.code}) = upper(${region})`;

function whereOf(scope: ReportScope, filter: VisitsFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    isNull(shifts.cancelledAt),
    withinAgencyDays(shifts.startsAt, filter),
    filter.caregiverId === undefined ? undefined : eq(shifts.caregiverId, filter.caregiverId),
    filter.patientId === undefined ? undefined : eq(shifts.patientId, filter.patientId),
    filter.payerId === undefined ? undefined : eq(assessments.payerId, filter.payerId),
    filter.careTypeId === undefined ? undefined : eq(assessments.careTypeId, filter.careTypeId),
    filter.region === undefined ? undefined : inRegion(filter.region),
    filter.status === undefined ? undefined : sql`${visitStatusOf} = ${filter.status}`,
  );
}

/** Joins what a visit's columns and filters name to a select from `shifts`. */
function withVisitJoins<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(patients, eq(patients.id, shifts.patientId))
    .innerJoin(assessments, eq(assessments.id, shifts.assessmentId))
    .leftJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
    .leftJoin(cities, eq(cities.id, patients.cityId))
    .leftJoin(provinces, eq(provinces.id, cities.provinceId));
}

const sortKeys: Record<string, readonly (SQL | typeof shifts.startsAt)[]> = {
  day: [shifts.startsAt],
  plannedStart: [shifts.startsAt],
  patient: [sql`${patients.lastName}`, sql`${patients.firstName}`],
  caregiver: [sql`${caregivers.lastName}`, sql`${caregivers.firstName}`],
  status: [visitStatusOf],
  openExceptions: [openVisitExceptionCount],
};

// Ties fall back to the planned start and the shift's id, so pages never repeat or skip a row.
function orderOf(sort: ReportSort | null): SQL[] {
  const direction = sort?.descending ? desc : asc;
  const keys = sort === null ? [] : (sortKeys[sort.column] ?? []);
  return [
    ...keys.map((key) => sql`${direction(key)} NULLS LAST`),
    asc(shifts.startsAt),
    asc(shifts.id),
  ];
}

const iso = (moment: Date | null): string | null => moment?.toISOString() ?? null;

export function createVisitsReport(db: Database): ReportDefinition<'visits'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort }) {
      const where = whereOf(scope, filter);
      const [found] = await withVisitJoins(
        db.select({ total: count() }).from(shifts).$dynamic(),
      ).where(where);
      const visits = await withVisitJoins(
        db
          .select({
            patientId: shifts.patientId,
            day: agencyDayOf(shifts.startsAt),
            patient: patientName,
            caregiver: caregiverName,
            plannedStart: shifts.startsAt,
            plannedEnd: shifts.endsAt,
            checkedInAt: shifts.checkedInAt,
            checkedOutAt: shifts.checkedOutAt,
            status: visitStatusOf,
            late: checkedInLate,
            openExceptions: openVisitExceptionCount,
          })
          .from(shifts)
          .$dynamic(),
      )
        .where(where)
        .orderBy(...orderOf(sort))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const rows: ReportRow[] = visits.map((visit) => ({
        ...visit,
        plannedStart: iso(visit.plannedStart),
        plannedEnd: iso(visit.plannedEnd),
        checkedInAt: iso(visit.checkedInAt),
        checkedOutAt: iso(visit.checkedOutAt),
        openExceptions: Number(visit.openExceptions),
      }));
      return { rows, total: found?.total ?? 0 };
    },

    async graph({ scope, filter, bucket }) {
      const bucketOf = agencyBucketOf(shifts.startsAt, bucket);
      const countOf = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
      const buckets = await withVisitJoins(
        db
          .select({
            bucket: bucketOf,
            scheduled: countOf(sql`${visitStatusOf} = 'scheduled'`),
            completed: countOf(sql`${visitStatusOf} = 'completed'`),
            missed: countOf(sql`${visitStatusOf} = 'missed'`),
            late: countOf(checkedInLate),
          })
          .from(shifts)
          .$dynamic(),
      )
        .where(whereOf(scope, filter))
        // By position: the bucket's parameters would differ between the select and the group.
        .groupBy(sql`1`);
      const counts: BucketCount[] = buckets.flatMap((found) =>
        GRAPH_SERIES.map((key) => ({ bucket: found.bucket, key, value: found[key] })),
      );
      return seriesOf(GRAPH_SERIES, filter, bucket, counts);
    },
  };
}
