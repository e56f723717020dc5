import { AGENCY_STAFF_ROLES, PARTNER_STAFF_ROLES, Role } from '@hearth/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { partners } from '../../../db/schema/index.ts';
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

/** The partners a finder sees, as SQL over `partners` (undefined: every one). */
export function findablePartnersCondition(actor: Actor): SQL | undefined {
  if (!PARTNER_STAFF_ROLES.includes(actor.role)) {
    return undefined;
  }
  return actor.partnerId === null ? sql`false` : eq(partners.id, actor.partnerId);
}
