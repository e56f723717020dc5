import { ReferralStatus } from '@hearth/domain';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sharedLivingReferrals as referrals } from '../../db/schema/index.ts';

/**
 * Whether a referral takes a place in its home today, as SQL over `shared_living_referrals`: from
 * the day a home is chosen until the move-out date. A place chosen for someone who has not moved
 * in is held only while the referral is still open or on hold; a resident keeps their place when
 * the referral closes (closing after moving in is the usual ending). Hubs count vacancies with it
 * and referrals refuse a placement in a full home with it, so both agree.
 */
export function occupiesPlaceToday(): SQL {
  return sql`(${referrals.homeId} IS NOT NULL
    AND (${referrals.moveOutOn} IS NULL OR ${referrals.moveOutOn} > current_date)
    AND (${referrals.moveInOn} IS NOT NULL OR ${referrals.status} <> ${ReferralStatus.closed}))`;
}

/** How many places in the home are taken today, leaving out one referral's own when given. */
export async function placesTakenInHome(
  reader: Pick<Database, 'select'>,
  homeId: number,
  exceptReferralId?: number,
): Promise<number> {
  const [row] = await reader
    .select({ taken: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.homeId, homeId),
        exceptReferralId === undefined ? undefined : ne(referrals.id, exceptReferralId),
        occupiesPlaceToday(),
      ),
    );
  return row?.taken ?? 0;
}
