import { MAR_READER_ROLES, MAR_RECORDER_ROLES, MEDICATION_PRESCRIBER_ROLES } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

/**
 * Route-level access of every MAR endpoint. Which patients a person reaches at all is the
 * patients' own scoping (`patientScope`): anyone outside it gets 404, as if the patient were absent.
 */
export const medicationAccess = {
  read: signedIn(
    "admins, the patient's agency staff and care team, partner staff of linked patients, and the provider of their own residents",
    (actor) => MAR_READER_ROLES.includes(actor.role),
  ),
  prescribe: signedIn("admins, the patient's agency owners and agents, and its provider", (actor) =>
    MEDICATION_PRESCRIBER_ROLES.includes(actor.role),
  ),
  record: signedIn(
    "the patient's care team caregivers, agency owners and agents, and provider",
    (actor) => MAR_RECORDER_ROLES.includes(actor.role),
  ),
};

/** Whether this person, who already sees the patient, may change their medications. */
export function canPrescribe(actor: Actor): boolean {
  return MEDICATION_PRESCRIBER_ROLES.includes(actor.role);
}

/** Whether this person, who already sees the patient, may record doses; partners only read. */
export function canRecord(actor: Actor): boolean {
  return MAR_RECORDER_ROLES.includes(actor.role);
}
