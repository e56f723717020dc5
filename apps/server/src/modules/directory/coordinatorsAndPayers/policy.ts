import { Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const readers: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent];

/**
 * Care coordinators and payers are one shared directory: admins keep it, agency owners and
 * agents read it to fill in their patients' records. Nobody else needs it (a patient's page
 * already names their coordinator and payer).
 */
export const entryAccess = {
  read: signedIn('admins, and agency owners and agents', (actor: Actor) =>
    readers.includes(actor.role),
  ),
  manage: signedIn('administrators', (actor: Actor) => actor.role === Role.admin),
};
