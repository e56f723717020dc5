import { CARE_TIME_ZONE, ReferralReportMetric, type ReferralStatus } from '@hearth/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  sharedLivingHubs as hubs,
  sharedLivingReferrals as referrals,
} from '../../../db/schema/index.ts';
import { createdDay, type ReferralFilter, referralConditions } from './referralRepo.ts';

// The referral metrics, each an average number of days between two dates of a referral (the
// definitions are in docs/decisions.md). A referral without both dates is left out of that
// average, so each average says how many referrals it is over.

type Span = { days: SQL; counts: SQL };

const both = (
  later: SQL | typeof referrals.visitOn,
  earlier: SQL | typeof referrals.visitOn,
): Span => ({
  days: sql`${later} - ${earlier}`,
  counts: sql`${later} IS NOT NULL AND ${earlier} IS NOT NULL`,
});

function spans(to: string): Record<ReferralReportMetric, Span> {
  // A current resident's stay runs to the end of the range or today, whichever comes first.
  const stayEnd = sql`coalesce(${referrals.moveOutOn}, least(${to}::date, (now() AT TIME ZONE ${CARE_TIME_ZONE})::date))`;
  return {
    [ReferralReportMetric.averageHospitalStay]: both(
      sql`${referrals.hospitalDischargeOn}`,
      sql`${referrals.hospitalAdmittedOn}`,
    ),
    [ReferralReportMetric.averageStay]: {
      days: sql`${stayEnd} - ${referrals.moveInOn}`,
      counts: sql`${referrals.moveInOn} IS NOT NULL AND ${referrals.moveInOn} <= ${stayEnd}`,
    },
    [ReferralReportMetric.averageCreatedToVisit]: both(sql`${referrals.visitOn}`, createdDay),
    [ReferralReportMetric.averageApproved]: both(sql`${referrals.approvedOn}`, createdDay),
    [ReferralReportMetric.averageAccepted]: both(sql`${referrals.acceptedOn}`, createdDay),
    [ReferralReportMetric.averageMoveIn]: both(sql`${referrals.moveInOn}`, createdDay),
  };
}

export type MetricsRange = { from: string; to: string };

export function createMetricsRepo(db: Database) {
  return {
    async averages(scope: SQL | undefined, filter: ReferralFilter, range: MetricsRange) {
      const where = and(
        referralConditions(scope, filter),
        sql`${createdDay} BETWEEN ${range.from}::date AND ${range.to}::date`,
      );
      const metricSpans = spans(range.to);
      const fields: Record<string, SQL> = Object.fromEntries(
        ReferralReportMetric.codes.flatMap((metric) => {
          const span = metricSpans[metric];
          return [
            [
              `days${metric}`,
              sql<string | null>`round(avg(${span.days}) FILTER (WHERE ${span.counts}), 1)`,
            ],
            [`n${metric}`, sql<number>`(count(*) FILTER (WHERE ${span.counts}))::int`],
          ];
        }),
      );
      const [[row], statuses] = await Promise.all([
        db
          .select(fields)
          .from(referrals)
          .innerJoin(hubs, eq(hubs.id, referrals.hubId))
          .where(where),
        db
          .select({ status: sql<ReferralStatus>`${referrals.status}`, count: count() })
          .from(referrals)
          .innerJoin(hubs, eq(hubs.id, referrals.hubId))
          .where(where)
          .groupBy(referrals.status),
      ]);
      const averages = ReferralReportMetric.codes.map((metric) => {
        const days = row?.[`days${metric}`];
        return {
          metric,
          days: days === null || days === undefined ? null : Number(days),
          n: Number(row?.[`n${metric}`] ?? 0),
        };
      });
      return { averages, statuses };
    },
  };
}

export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
