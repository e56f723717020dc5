import { AGENCY_STAFF_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const readers: readonly Role[] = [Role.admin, ...AGENCY_STAFF_ROLES, Role.caregiver];
const writers: readonly Role[] = [Role.admin, ...AGENCY_STAFF_ROLES];

/** Route-level access of every caregiver endpoint; `caregiverScope` narrows it to records. */
export const caregiverAccess = {
  read: signedIn(
    "admins, agency owners and agents (their agency's caregivers), caregivers (their own profile)",
    (actor) => readers.includes(actor.role),
  ),
  write: signedIn(
    "admins, and agency owners and agents for their own agency's caregivers",
    (actor) => writers.includes(actor.role),
  ),
};

/** Which caregiver profiles a person may see at all; any other answers 404, as if absent. */
export type CaregiverScope =
  | { kind: 'all' }
  | { kind: 'agencies'; agencyIds: readonly number[] }
  /** A caregiver: the profiles linked to their account, at agencies they still work for. */
  | { kind: 'self'; userId: number; agencyIds: readonly number[] }
  | { kind: 'none' };

export function caregiverScope(actor: Actor): CaregiverScope {
  if (actor.role === Role.admin) {
    return { kind: 'all' };
  }
  if (AGENCY_STAFF_ROLES.includes(actor.role)) {
    return { kind: 'agencies', agencyIds: actor.agencyIds };
  }
  if (actor.role === Role.caregiver) {
    return { kind: 'self', userId: actor.userId, agencyIds: actor.agencyIds };
  }
  return { kind: 'none' };
}

/** Adding or changing a caregiver profile (status and documents included) of `agencyId`. */
export function canManageForAgency(actor: Actor, agencyId: number): boolean {
  return (
    actor.role === Role.admin ||
    (AGENCY_STAFF_ROLES.includes(actor.role) && actor.agencyIds.includes(agencyId))
  );
}
