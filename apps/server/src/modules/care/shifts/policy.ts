import { ASSESSMENT_WRITER_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

// Those who book care plan its shifts: admins, agency owners and agents.
const managers = ASSESSMENT_WRITER_ROLES;

/**
 * Route-level access of every shift endpoint; `shiftScope` narrows each to records. Agency staff
 * plan and assign; a caregiver answers, checks in and out of their own shifts only.
 */
export const shiftAccess = {
  manage: signedIn("admins, and agency owners and agents for their own agency's shifts", (actor) =>
    managers.includes(actor.role),
  ),
  work: signedIn(
    'caregivers, on the shifts assigned to them',
    (actor) => actor.role === Role.caregiver,
  ),
  read: signedIn(
    "admins, agency staff their agency's shifts, a caregiver the shifts assigned to them",
    (actor) => managers.includes(actor.role) || actor.role === Role.caregiver,
  ),
};

/** Which shifts a person may see at all; any other answers 404, as if absent. */
export type ShiftScope =
  | { kind: 'all' }
  | { kind: 'agencies'; agencyIds: readonly number[] }
  /** A caregiver: the shifts of the caregiver profiles linked to their account. */
  | { kind: 'caregiver'; userId: number }
  | { kind: 'none' };

export function shiftScope(actor: Actor): ShiftScope {
  if (actor.role === Role.admin) {
    return { kind: 'all' };
  }
  if (actor.role === Role.agency || actor.role === Role.agencyAgent) {
    return { kind: 'agencies', agencyIds: actor.agencyIds };
  }
  if (actor.role === Role.caregiver) {
    return { kind: 'caregiver', userId: actor.userId };
  }
  return { kind: 'none' };
}
