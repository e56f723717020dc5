import { AGENCY_STAFF_ROLES, PARTNER_STAFF_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const finders: readonly Role[] = [Role.admin, ...AGENCY_STAFF_ROLES, ...PARTNER_STAFF_ROLES];

/**
 * Partners are found by name to be named on a record: admins on a partner's user, those who run
 * a hub as the referring partner. Partner staff always act for their own partner, so that is the
 * only one they find; caregivers, families and providers never name one.
 */
export const partnerAccess = {
  find: signedIn('admins and agency staff every partner; partner staff their own', (actor) =>
    finders.includes(actor.role),
  ),
};

/** The partners a finder may see: every one (undefined), or only their own. */
export function findablePartnerId(actor: Actor): number | undefined {
  if (PARTNER_STAFF_ROLES.includes(actor.role)) {
    // A partner user without a partner finds nothing: -1 names no row.
    return actor.partnerId ?? -1;
  }
  return undefined;
}
