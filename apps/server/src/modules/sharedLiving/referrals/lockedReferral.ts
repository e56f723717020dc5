import type { Actor } from '../../../platform/auth/actor.ts';
import { referralParty } from './policy.ts';
import { notFound } from './referralService.ts';
import type { ReferralWriteRepo, Transaction } from './referralWriteRepo.ts';

/** The referral locked for a change, and the caller's party; 404 when it is not theirs. */
export async function lockedFor(
  writes: ReferralWriteRepo,
  tx: Transaction,
  actor: Actor,
  id: number,
) {
  const referral = await writes.lockReferral(tx, id);
  const party =
    referral === undefined
      ? null
      : referralParty(actor, {
          hub: { agencyId: referral.hubAgencyId, partnerId: referral.hubPartnerId },
          partnerId: referral.partnerId,
        });
  if (referral === undefined || party === null) {
    throw notFound();
  }
  return { referral, party };
}
