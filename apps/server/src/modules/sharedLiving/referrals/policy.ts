import { PARTNER_STAFF_ROLES, REFERRAL_ROLES, type ReferralParty } from '@hearth/domain';
import { eq, or, type SQL } from 'drizzle-orm';
import { sharedLivingReferrals as referrals } from '../../../db/schema/index.ts';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { type HubOperator, managedHubsCondition, managesHub } from '../hubPolicy.ts';

export const isPartnerStaff = (actor: Actor): boolean => PARTNER_STAFF_ROLES.includes(actor.role);

/** Route-level access of every referral endpoint; `referralParty` narrows them to records. */
export const referralAccess = {
  read: signedIn(
    'admins all; those who run a hub the referrals to it; partner staff the referrals their partner made',
    (actor) => REFERRAL_ROLES.includes(actor.role),
  ),
  refer: signedIn('partner staff for their own partner; those who run the hub; admins', (actor) =>
    REFERRAL_ROLES.includes(actor.role),
  ),
  edit: signedIn('the hub and admins while not closed; the referring partner while open', (actor) =>
    REFERRAL_ROLES.includes(actor.role),
  ),
  change: signedIn(
    'the hub (status, milestones, placement) and the referring partner (withdrawal, hospital dates)',
    (actor) => REFERRAL_ROLES.includes(actor.role),
  ),
};

/** What decides a reader's relation to one referral. */
export type ReferralScope = { hub: HubOperator; partnerId: number | null };

/**
 * The hub when the reader runs the referral's hub (a partner that operates the hub is the hub for
 * every referral to it); the referrer when their partner made it; otherwise null: not theirs.
 */
export function referralParty(actor: Actor, referral: ReferralScope): ReferralParty | null {
  if (managesHub(actor, referral.hub)) {
    return 'hub';
  }
  if (isPartnerStaff(actor) && actor.partnerId !== null && referral.partnerId === actor.partnerId) {
    return 'referrer';
  }
  return null;
}

/**
 * `referralParty(...) !== null` as SQL over referrals joined with their hub. A partner never sees
 * another partner's referrals, even to a hub both refer to.
 */
export function visibleReferralsCondition(actor: Actor): SQL | undefined {
  const runsTheHub = managedHubsCondition(actor);
  if (runsTheHub === undefined) {
    return undefined;
  }
  if (isPartnerStaff(actor) && actor.partnerId !== null) {
    return or(runsTheHub, eq(referrals.partnerId, actor.partnerId));
  }
  return runsTheHub;
}
