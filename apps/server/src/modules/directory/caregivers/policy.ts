import { AGENCY_STAFF_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const readers: readonly Role[] = [Role.admin, ...AGENCY_STAFF_ROLES, Role.caregiver];
const writers: readonly Role[] = [Role.admin, ...AGENCY_STAFF_ROLES];
const photoWriters: readonly Role[] = [...writers, Role.caregiver];
const photoViewers: readonly Role[] = [...readers, Role.user];

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
  photoWrite: signedIn(
    "admins, agency owners and agents (their agency's caregivers), caregivers (their own photo)",
    (actor) => photoWriters.includes(actor.role),
  ),
  own: signedIn(
    'caregivers; each their own profiles only (My profile)',
    (actor) => actor.role === Role.caregiver,
  ),
  photo: signedIn(
    "admins, agency owners and agents (their agency's caregivers), caregivers (their own), " +
      'families (a caregiver visiting a patient they are linked to); any other 404',
    (actor) => photoViewers.includes(actor.role),
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

/** The caregiver the profile belongs to: their account, at an agency they still work for. */
const isOwnProfile = (actor: Actor, caregiver: { agencyId: number; userId: number | null }) =>
  actor.role === Role.caregiver &&
  caregiver.userId === actor.userId &&
  actor.agencyIds.includes(caregiver.agencyId);

/** Uploading, replacing or removing a profile photo: the agency's staff, or the caregiver. */
export function canChangePhotoOf(
  actor: Actor,
  caregiver: { agencyId: number; userId: number | null },
): boolean {
  return canManageForAgency(actor, caregiver.agencyId) || isOwnProfile(actor, caregiver);
}

/**
 * Seeing a profile photo: the agency's staff and the caregiver; a family only when
 * `visitsLinkedPatient` (the caregiver has taken a visit of a patient the family is linked to).
 */
export function canSeePhotoOf(
  actor: Actor,
  caregiver: { agencyId: number; userId: number | null },
  visitsLinkedPatient: () => Promise<boolean>,
): Promise<boolean> | boolean {
  if (canChangePhotoOf(actor, caregiver)) {
    return true;
  }
  return actor.role === Role.user && visitsLinkedPatient();
}
