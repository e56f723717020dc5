import { Role } from '@hearth/domain';
import { signedIn } from '../../platform/access.ts';

const agencyRoles: readonly Role[] = [Role.agency, Role.agencyAgent];
const partnerRoles: readonly Role[] = [Role.partner, Role.partnerAgent];

export const reportsAccess = {
  read: signedIn(
    "admins all; agency owners and agents their agency's; partners their referrals'",
    (actor) =>
      actor.role === Role.admin ||
      agencyRoles.includes(actor.role) ||
      partnerRoles.includes(actor.role),
  ),
};
