import { AGENCY_STAFF_ROLES, isProviderOf, type MessageSide, Role } from '@hearth/domain';
import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** Who answers for an organisation in a thread: an agency's owner and agents, or its provider. */
export const ORGANISATION_ROLES: readonly Role[] = [...AGENCY_STAFF_ROLES, Role.provider];
/** The roles that may take part in a patient's thread, each narrowed to their own patients below. */
const PARTICIPANT_ROLES: readonly Role[] = [Role.user, ...ORGANISATION_ROLES];

/** Route-level access of a patient's message thread; `threadPartOf` narrows it to one patient. */
export const messageAccess = {
  read: signedIn(
    "admins; the family linked to the patient; the staff of the patient's agency, or its provider",
    (actor) => actor.role === Role.admin || PARTICIPANT_ROLES.includes(actor.role),
  ),
  write: signedIn(
    "the family linked to the patient; the staff of the patient's agency, or its provider",
    (actor) => PARTICIPANT_ROLES.includes(actor.role),
  ),
};

/** The patient a thread is about, as far as the rule needs them. */
export type ThreadPatient = { agencyId: number; linkedToCaller: boolean };

/**
 * How the actor takes part in a patient's thread: writing as the family or for the organisation,
 * reading only (admins), or not at all (null: the patient answers 404, as if absent).
 */
export type ThreadPart = MessageSide | 'reader' | null;

export function threadPartOf(actor: Actor, patient: ThreadPatient): ThreadPart {
  if (actor.role === Role.admin) {
    return 'reader';
  }
  const organisationStaff =
    AGENCY_STAFF_ROLES.includes(actor.role) && actor.agencyIds.includes(patient.agencyId);
  if (organisationStaff || isProviderOf(actor, patient.agencyId)) {
    return 'organisation';
  }
  return actor.role === Role.user && patient.linkedToCaller ? 'family' : null;
}
