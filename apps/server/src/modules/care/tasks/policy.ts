import { Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const staff: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent];

/** Route-level access of the care-plan endpoints; the patient's scope narrows them to records. */
export const taskAccess = {
  read: signedIn(
    "admins; agency staff their agency's patients; caregivers the tasks their profession sees of their care-team patients and of the clients of visits they accepted",
    (actor) => staff.includes(actor.role) || actor.role === Role.caregiver,
  ),
  write: signedIn("admins, and agency owners and agents for their agency's patients", (actor) =>
    staff.includes(actor.role),
  ),
};

/** Staff see every task, hidden ones too, and change everything; the care team only the state. */
export const isTaskStaff = (actor: Actor): boolean => staff.includes(actor.role);
