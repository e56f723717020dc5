import { Role } from '@hearth/domain';
import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { ownAgencyOf } from './reportScope.ts';

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

/**
 * Whether this person may hear an agency's dashboard tiles (its statistics channel): whoever reads
 * that agency's statistics over HTTP, its owner and agents, and admins.
 */
export const readsAgencyStatistics = (actor: Actor, agencyId: number): boolean =>
  actor.role === Role.admin ||
  (agencyRoles.includes(actor.role) && ownAgencyOf(actor) === agencyId);
