import { PARTNER_STAFF_ROLES, Role } from '@hearth/domain';
import { type Access, signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const readers: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent];

/**
 * Care coordinators and payers are one shared directory: admins keep it, agency owners and
 * agents read it to fill in their patients' records. Partner staff read the coordinators too, to
 * name one on a referral; payers stay with the agencies (a patient's page already names theirs).
 */
export const entryAccess = {
  read: signedIn('admins, and agency owners and agents', (actor: Actor) =>
    readers.includes(actor.role),
  ),
  readCoordinators: signedIn(
    'admins, agency owners and agents, and partner staff (who name one on a referral)',
    (actor: Actor) => readers.includes(actor.role) || PARTNER_STAFF_ROLES.includes(actor.role),
  ),
  manage: signedIn('administrators', (actor: Actor) => actor.role === Role.admin),
} satisfies Record<string, Access>;
