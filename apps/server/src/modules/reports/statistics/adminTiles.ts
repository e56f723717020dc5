import { careDay, type StatisticsTile, SubscriptionStatus } from '@hearth/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { agencies, partners, signIns, subscriptions } from '../../../db/schema/index.ts';
import { withinAgencyDays } from '../reportSql.ts';
import { firstCount, tileOf } from './tileCount.ts';

const countOf = (db: Database, table: typeof agencies | typeof partners) =>
  db.select({ value: count() }).from(table).then(firstCount);

/**
 * Background jobs (pg-boss) left failed today after their retries: the errors the platform
 * records. A 500 is logged with its request id but not stored, so it cannot be counted here.
 * pg-boss makes its schema when the job runner first starts; before that nothing has failed.
 */
async function failedJobsToday(db: Database, today: string): Promise<number> {
  const found = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`,
  );
  if (found.rows[0]?.present !== true) {
    return 0;
  }
  const failed = await db.execute<{ value: number }>(
    sql`SELECT count(*)::int AS value FROM pgboss.job
      WHERE state = 'failed' AND ${withinAgencyDays(sql.raw('completed_on'), { from: today, to: today })}`,
  );
  return firstCount(failed.rows);
}

/** The platform's figures for administrators: organisations, memberships, sign-ins, errors. */
export async function adminTiles(db: Database, now: Date): Promise<StatisticsTile[]> {
  const today = careDay(now);
  const [agencyCount, partnerCount, activeSubscriptions, signInsToday, failedJobs] =
    await Promise.all([
      countOf(db, agencies),
      countOf(db, partners),
      db
        .select({ value: count() })
        .from(subscriptions)
        .where(
          inArray(subscriptions.status, [
            SubscriptionStatus.values.active,
            SubscriptionStatus.values.trialing,
          ]),
        )
        .then(firstCount),
      db
        .select({ value: count() })
        .from(signIns)
        .where(
          and(
            eq(signIns.succeeded, true),
            withinAgencyDays(signIns.createdAt, { from: today, to: today }),
          ),
        )
        .then(firstCount),
      failedJobsToday(db, today),
    ]);
  return [
    tileOf('agencies', null, agencyCount),
    tileOf('partners', null, partnerCount),
    tileOf('activeSubscriptions', null, activeSubscriptions),
    tileOf('signInsToday', null, signInsToday),
    tileOf('failedJobsToday', null, failedJobs),
  ];
}
