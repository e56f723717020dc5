import { CaregiverStatus, type ReportFilter } from '@hearth/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  caregiverDocuments,
  caregiverStatusChanges,
  caregivers,
  shifts,
} from '../../../db/schema/index.ts';
import { agencyScoped } from '../agencyScoped.ts';
import type { ReportDefinition } from '../reportDefinition.ts';
import { pageWindowOf, reportOrderOf } from '../reportOrder.ts';
import { cityInRegion } from '../reportRegion.ts';
import type { ReportScope } from '../reportScope.ts';
import {
  agencyBucketOf,
  type BucketCount,
  byBucket,
  qualified,
  seriesOf,
  withinAgencyDays,
} from '../reportSql.ts';

type Filter = ReportFilter<'caregivers'>;

/** How far past the range's end a document's expiry still counts as coming up for renewal. */
export const EXPIRING_WITHIN_DAYS = 30;

/** The caregivers a filter reads: the scope's, narrowed by caregiver, region and status. */
function caregiversOf(scope: ReportScope, filter: Filter): SQL | undefined {
  return and(
    agencyScoped(caregivers.agencyId, scope),
    filter.caregiverId === undefined ? undefined : eq(caregivers.id, filter.caregiverId),
    cityInRegion(qualified(caregivers, caregivers.cityId), filter.region),
    filter.status === undefined ? undefined : eq(caregivers.status, filter.status),
  );
}

const thisCaregiver = qualified(caregivers, caregivers.id);

// A visit's worked time runs from its check-in to its check-out; it counts on its check-in's day.
const workedSeconds = sql`extract(epoch FROM ${shifts.checkedOutAt} - ${shifts.checkedInAt})`;
const workedIn = (range: Filter) =>
  and(sql`${shifts.checkedOutAt} IS NOT NULL`, withinAgencyDays(shifts.checkedInAt, range));

const minutesWorked = (range: Filter) =>
  sql<number>`(SELECT coalesce(floor(sum(${workedSeconds}) / 60), 0)::int FROM ${shifts}
    WHERE ${shifts.caregiverId} = ${thisCaregiver} AND ${workedIn(range)})`;

/**
 * Documents due for renewal: expiring from the range's last day through the window after it,
 * unless a later document of the same kind (or one that never expires) has replaced it.
 */
const expiringDocuments = (range: Filter) =>
  sql<number>`(SELECT count(*)::int FROM ${caregiverDocuments} d
    WHERE d.caregiver_id = ${thisCaregiver}
      AND d.expires_on BETWEEN ${range.to}::date AND ${range.to}::date + ${EXPIRING_WITHIN_DAYS}::int
      AND NOT EXISTS (SELECT 1 FROM ${caregiverDocuments} r
        WHERE r.caregiver_id = d.caregiver_id AND r.kind = d.kind AND r.id <> d.id
          AND (r.expires_on IS NULL OR r.expires_on > d.expires_on)))`;

const nameOf = sql<string>`${caregivers.firstName} || ' ' || ${caregivers.lastName}`;
const nameOrder = sql`lower(${caregivers.lastName} || ' ' || ${caregivers.firstName})`;

export function createCaregiversReport(db: Database): ReportDefinition<'caregivers'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort }) {
      const where = caregiversOf(scope, filter);
      const expiring = expiringDocuments(filter);
      const worked = minutesWorked(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            name: nameOf,
            status: caregivers.status,
            expiringDocuments: expiring,
            minutesWorked: worked,
          })
          .from(caregivers)
          .where(where)
          .orderBy(
            ...reportOrderOf(
              sort,
              {
                name: nameOrder,
                status: caregivers.status,
                expiringDocuments: expiring,
                minutesWorked: worked,
              },
              [asc(nameOrder)],
              caregivers.id,
            ),
          )
          .limit(perPage)
          .offset(pageWindowOf({ page, perPage }).offset),
        db.select({ total: count() }).from(caregivers).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async graph({ scope, filter, bucket }) {
      const where = caregiversOf(scope, filter);
      const workedBucket = agencyBucketOf(shifts.checkedInAt, bucket);
      const hiredBucket = agencyBucketOf(caregiverStatusChanges.changedAt, bucket);
      const [worked, hires] = await Promise.all([
        db
          .select({
            bucket: workedBucket,
            key: sql<string>`'minutesWorked'`,
            value: sql<number>`floor(sum(${workedSeconds}) / 60)::int`,
          })
          .from(shifts)
          .innerJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
          .where(and(where, workedIn(filter)))
          .groupBy(byBucket),
        db
          .select({ bucket: hiredBucket, key: sql<string>`'hires'`, value: count() })
          .from(caregiverStatusChanges)
          .innerJoin(caregivers, eq(caregivers.id, caregiverStatusChanges.caregiverId))
          .where(
            and(
              where,
              eq(caregiverStatusChanges.toStatus, CaregiverStatus.hired),
              withinAgencyDays(caregiverStatusChanges.changedAt, filter),
            ),
          )
          .groupBy(byBucket),
      ]);
      return seriesOf(['minutesWorked', 'hires'], filter, bucket, [
        ...worked,
        ...hires,
      ] satisfies BucketCount[]);
    },
  };
}
