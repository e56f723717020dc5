import { CARE_TIME_ZONE, type ReferralReportStatus, ReferralStatus } from '@hearth/domain';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  sharedLivingHubs as hubs,
  partners,
  sharedLivingReferrals as referrals,
} from '../../../db/schema/index.ts';
import type { ReportDefinition } from '../reportDefinition.ts';
import { pageWindowOf, reportOrderOf } from '../reportOrder.ts';
import { cityInRegion } from '../reportRegion.ts';
import type { ReportScope } from '../reportScope.ts';
import { agencyBucketOf, type BucketCount, seriesOf, withinAgencyDays } from '../reportSql.ts';

// One row per referral made in the range, with the six durations of spec §9 in days (the
// definitions are those of the referral metrics, see docs/decisions.md): empty where the
// referral lacks one of the two dates.

const createdDay = sql`(${referrals.createdAt} AT TIME ZONE ${CARE_TIME_ZONE})::date`;

/** Days between two dates, null unless both are known. */
const daysBetween = (later: SQL | unknown, earlier: SQL | unknown): SQL<number | null> =>
  sql<number | null>`(${later} - ${earlier})::int`;

/** A current resident's stay runs to the end of the range or today, whichever comes first. */
function stayDays(to: string): SQL<number | null> {
  const stayEnd = sql`coalesce(${referrals.moveOutOn}, least(${to}::date, (now() AT TIME ZONE ${CARE_TIME_ZONE})::date))`;
  return sql<
    number | null
  >`CASE WHEN ${referrals.moveInOn} <= ${stayEnd} THEN (${stayEnd} - ${referrals.moveInOn})::int END`;
}

function durations(to: string) {
  return {
    hospitalStayDays: daysBetween(referrals.hospitalDischargeOn, referrals.hospitalAdmittedOn),
    stayDays: stayDays(to),
    createdToVisitDays: daysBetween(referrals.visitOn, createdDay),
    approvedDays: daysBetween(referrals.approvedOn, createdDay),
    acceptedDays: daysBetween(referrals.acceptedOn, createdDay),
    moveInDays: daysBetween(referrals.moveInOn, createdDay),
  };
}

/** The graph's series: referrals made, then the average of each duration (days). */
const DURATION_SERIES = {
  hospitalStay: 'hospitalStayDays',
  stay: 'stayDays',
  createdToVisit: 'createdToVisitDays',
  approved: 'approvedDays',
  accepted: 'acceptedDays',
  moveIn: 'moveInDays',
} as const satisfies Record<string, keyof ReturnType<typeof durations>>;
const SERIES_KEYS = ['referrals', ...Object.keys(DURATION_SERIES)];

/** Those who run the hub see every referral to it; a partner also the referrals it made. */
function scopeCondition(scope: ReportScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return eq(hubs.agencyId, scope.agencyId);
    case 'partner':
      return or(eq(hubs.partnerId, scope.partnerId), eq(referrals.partnerId, scope.partnerId));
  }
}

type Filter = { from: string; to: string; region?: string; status?: ReferralReportStatus };

function conditions(db: Database, scope: ReportScope, filter: Filter): SQL | undefined {
  return and(
    scopeCondition(scope),
    withinAgencyDays(referrals.createdAt, filter),
    filter.status === undefined
      ? undefined
      : eq(referrals.status, ReferralStatus.values[filter.status]),
    // The hub's city places a referral in a region.
    cityInRegion(db, hubs.cityId, filter.region),
  );
}

export function createReferralsReport(db: Database): ReportDefinition<'referrals'> {
  return {
    audiences: ['all', 'agency', 'partner'],

    async rows({ scope, filter, page, perPage, sort }) {
      const where = conditions(db, scope, filter);
      const spans = durations(filter.to);
      const sortable = {
        createdOn: referrals.createdAt,
        hub: hubs.name,
        status: referrals.status,
        hospitalStayDays: spans.hospitalStayDays,
        stayDays: spans.stayDays,
        moveInDays: spans.moveInDays,
      };
      const { limit, offset } = pageWindowOf({ page, perPage });
      const [found, [totals]] = await Promise.all([
        db
          .select({
            createdOn: sql<string>`to_char(${createdDay}, 'YYYY-MM-DD')`,
            person: sql<string>`${referrals.firstName} || ' ' || ${referrals.lastName}`,
            hub: hubs.name,
            partner: partners.name,
            status: referrals.status,
            ...spans,
          })
          .from(referrals)
          .innerJoin(hubs, eq(hubs.id, referrals.hubId))
          .leftJoin(partners, eq(partners.id, referrals.partnerId))
          .where(where)
          .orderBy(...reportOrderOf(sort, sortable, [desc(referrals.createdAt)], referrals.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(referrals)
          .innerJoin(hubs, eq(hubs.id, referrals.hubId))
          .where(where),
      ]);
      const rows = found.map(({ status, ...row }) => ({
        ...row,
        status: ReferralStatus.nameOf(status as ReferralStatus),
      }));
      return { rows, total: totals?.total ?? 0 };
    },

    async graph({ scope, filter, bucket }) {
      const spans = durations(filter.to);
      const averages = Object.fromEntries(
        Object.entries(DURATION_SERIES).map(([key, span]) => [
          key,
          sql<string | null>`round(avg(${spans[span]}), 1)`,
        ]),
      );
      const found = await db
        .select({
          bucket: agencyBucketOf(referrals.createdAt, bucket),
          referrals: sql<number>`count(*)::int`,
          ...averages,
        })
        .from(referrals)
        .innerJoin(hubs, eq(hubs.id, referrals.hubId))
        .where(conditions(db, scope, filter))
        .groupBy(sql`1`);
      const counts: BucketCount[] = found.flatMap((row) =>
        SERIES_KEYS.flatMap((key) => {
          const value = (row as Record<string, unknown>)[key];
          return value === null || value === undefined
            ? []
            : [{ bucket: row.bucket, key, value: Number(value) }];
        }),
      );
      return seriesOf(SERIES_KEYS, filter, bucket, counts);
    },
  };
}
