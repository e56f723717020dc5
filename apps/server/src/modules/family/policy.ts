import { canWritePatientsOf, PATIENT_WRITER_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** Route-level access of the family's portal and the agency's invitations to it. */
export const familyAccess = {
  portal: signedIn(
    'a family account; it sees only the patients it is linked to with consent (others 404)',
    (actor) => actor.role === Role.user,
  ),
  invite: signedIn(
    "admins, and agency owners and agents for their own agency's patients' contacts",
    (actor) => PATIENT_WRITER_ROLES.includes(actor.role),
  ),
  accept: signedIn(
    'the family account of the address an invitation was sent to',
    (actor) => actor.role === Role.user,
  ),
};

/** Who links and unlinks a patient's contact: whoever may change that patient's record. */
export const canLinkContactsOf = (actor: Actor, agencyId: number) =>
  canWritePatientsOf(actor, agencyId);
