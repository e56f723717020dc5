import { HUB_DIRECTORY_ROLES, HUB_FOUNDER_ROLES, HUB_STAFF_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';

// Route-level access of the hub endpoints. Whether the caller runs one particular hub is
// `managesHub` (hubPolicy.ts), asked by the service: a hub they do not run answers 404 to a write.

export const hubAccess = {
  directory: signedIn(
    'every professional role (admins, agency and partner staff, caregivers) and providers, who ask to join; not families',
    (actor) => HUB_DIRECTORY_ROLES.includes(actor.role),
  ),
  found: signedIn(
    'admins (for any agency or partner) and agency or partner owners (for their own)',
    (actor) => HUB_FOUNDER_ROLES.includes(actor.role),
  ),
  chooseOperator: signedIn(
    'admins, who name the operator of a hub they found',
    (actor) => actor.role === Role.admin,
  ),
  run: signedIn(
    'those who run the hub: admins, and the owners and agents of its agency or partner',
    (actor) => HUB_STAFF_ROLES.includes(actor.role),
  ),
};
