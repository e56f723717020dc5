import {
  AGENCY_STAFF_ROLES,
  PATIENT_READER_ROLES,
  PATIENT_WRITER_ROLES,
  Role,
} from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

/** Route-level access of every patient endpoint; `patientScope` narrows it to records. */
export const patientAccess = {
  read: signedIn(
    'admins, agency staff, caregivers, partner staff and providers; each sees only their own patients',
    (actor) => PATIENT_READER_ROLES.includes(actor.role),
  ),
  write: signedIn(
    "admins, and agency owners and agents and providers for their own organisation's patients",
    (actor) => PATIENT_WRITER_ROLES.includes(actor.role),
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
  if (AGENCY_STAFF_ROLES.includes(actor.role)) {
    return { kind: 'agencies', agencyIds: actor.agencyIds };
  }
  if (actor.role === Role.provider) {
    // The participants or residents of the one organisation the provider runs.
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
