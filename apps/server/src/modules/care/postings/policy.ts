import { AGENCY_STAFF_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const boardRoles: readonly Role[] = [Role.admin, ...AGENCY_STAFF_ROLES, Role.caregiver];

/** Route-level access of every posting endpoint; `postingViewer` narrows them to records. */
export const postingAccess = {
  board: signedIn(
    'admins all; agency staff the postings their agency made or was offered; caregivers those offered to them',
    (actor) => boardRoles.includes(actor.role),
  ),
  post: signedIn("agency owners and agents, for their own agency's bookings", (actor) =>
    AGENCY_STAFF_ROLES.includes(actor.role),
  ),
  respond: signedIn(
    "an offered agency's owners and agents, or the offered caregiver themself",
    (actor) => AGENCY_STAFF_ROLES.includes(actor.role) || actor.role === Role.caregiver,
  ),
};

/** Who is looking, as the posting queries narrow by it. */
export type PostingViewer =
  | { kind: 'admin' }
  | { kind: 'agency'; agencyIds: readonly number[] }
  | { kind: 'caregiver'; userId: number }
  | { kind: 'none' };

export function postingViewer(actor: Actor): PostingViewer {
  if (actor.role === Role.admin) {
    return { kind: 'admin' };
  }
  if (AGENCY_STAFF_ROLES.includes(actor.role)) {
    return { kind: 'agency', agencyIds: actor.agencyIds };
  }
  if (actor.role === Role.caregiver) {
    return { kind: 'caregiver', userId: actor.userId };
  }
  return { kind: 'none' };
}
