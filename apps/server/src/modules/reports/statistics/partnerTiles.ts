import { careDay, ReferralStatus, type StatisticsTile } from '@hearth/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sharedLivingReferrals as referrals } from '../../../db/schema/index.ts';
import { withinAgencyDays } from '../reportSql.ts';
import { firstCount, tileOf } from './tileCount.ts';

/** An open referral's stage: the last milestone it reached (the placement's path runs in order). */
const stageCount = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);

/**
 * A partner's referral pipeline (referrals neither closed nor moved out again, each at the last
 * milestone it reached) and the referrals it made this month, in agency days.
 */
export async function partnerTiles(
  db: Database,
  partnerId: number,
  now: Date,
): Promise<StatisticsTile[]> {
  const today = careDay(now);
  const ownReferrals = eq(referrals.partnerId, partnerId);
  const [pipeline, thisMonth] = await Promise.all([
    db
      .select({
        referred: stageCount(
          sql`${referrals.visitOn} IS NULL AND ${referrals.approvedOn} IS NULL AND ${referrals.acceptedOn} IS NULL AND ${referrals.moveInOn} IS NULL`,
        ),
        visited: stageCount(
          sql`${referrals.visitOn} IS NOT NULL AND ${referrals.approvedOn} IS NULL AND ${referrals.acceptedOn} IS NULL AND ${referrals.moveInOn} IS NULL`,
        ),
        approved: stageCount(
          sql`${referrals.approvedOn} IS NOT NULL AND ${referrals.acceptedOn} IS NULL AND ${referrals.moveInOn} IS NULL`,
        ),
        accepted: stageCount(
          sql`${referrals.acceptedOn} IS NOT NULL AND ${referrals.moveInOn} IS NULL`,
        ),
        movedIn: stageCount(sql`${referrals.moveInOn} IS NOT NULL`),
      })
      .from(referrals)
      .where(
        and(
          ownReferrals,
          sql`${referrals.status} <> ${ReferralStatus.values.closed}`,
          sql`${referrals.moveOutOn} IS NULL`,
        ),
      ),
    db
      .select({ value: count() })
      .from(referrals)
      .where(
        and(
          ownReferrals,
          withinAgencyDays(referrals.createdAt, { from: `${today.slice(0, 7)}-01`, to: today }),
        ),
      )
      .then(firstCount),
  ]);
  const stages = pipeline[0];
  return [
    tileOf('referralsReferred', 'referrals', stages?.referred ?? 0),
    tileOf('referralsVisited', 'referrals', stages?.visited ?? 0),
    tileOf('referralsApproved', 'referrals', stages?.approved ?? 0),
    tileOf('referralsAccepted', 'referrals', stages?.accepted ?? 0),
    tileOf('referralsMovedIn', 'referrals', stages?.movedIn ?? 0),
    tileOf('referralsThisMonth', 'referrals', thisMonth),
  ];
}
