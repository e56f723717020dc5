import { Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const agencyStaff: readonly Role[] = [Role.agency, Role.agencyAgent];
const readers: readonly Role[] = [
  Role.admin,
  ...agencyStaff,
  Role.caregiver,
  Role.partner,
  Role.partnerAgent,
];
const writers: readonly Role[] = [Role.admin, ...agencyStaff];

/** Route-level access of every patient endpoint; `patientScope` narrows it to records. */
export const patientAccess = {
  read: signedIn(
    'admins, agency staff, caregivers and partner staff; each sees only their own patients',
    (actor) => readers.includes(actor.role),
  ),
  write: signedIn("admins, and agency owners and agents for their own agency's patients", (actor) =>
    writers.includes(actor.role),
  ),
};

/** Which patients a person may see at all; any other answers 404, as if absent. */
export type PatientScope =
  | { kind: 'all' }
  | { kind: 'agencies'; agencyIds: readonly number[] }
  /** A caregiver: the patients whose care team they are on, at an agency they still work for. */
  | { kind: 'careTeam'; userId: number; agencyIds: readonly number[] }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'none' };

export function patientScope(actor: Actor): PatientScope {
  if (actor.role === Role.admin) {
    return { kind: 'all' };
  }
  if (agencyStaff.includes(actor.role)) {
    return { kind: 'agencies', agencyIds: actor.agencyIds };
  }
  if (actor.role === Role.caregiver) {
    return { kind: 'careTeam', userId: actor.userId, agencyIds: actor.agencyIds };
  }
  if ((actor.role === Role.partner || actor.role === Role.partnerAgent) && actor.partnerId) {
    return { kind: 'partner', partnerId: actor.partnerId };
  }
  return { kind: 'none' };
}

/** Adding or changing a patient (and their contacts) of `agencyId`. */
export function canWriteForAgency(actor: Actor, agencyId: number): boolean {
  return (
    actor.role === Role.admin ||
    (agencyStaff.includes(actor.role) && actor.agencyIds.includes(agencyId))
  );
}

/** Only admins move a patient from one agency to another (a transfer of the whole record). */
export function canMoveBetweenAgencies(actor: Actor): boolean {
  return actor.role === Role.admin;
}

/** Who may join a patient's care team: the agency's caregivers and its staff. */
export const careTeamRoles: readonly Role[] = [...agencyStaff, Role.caregiver];
