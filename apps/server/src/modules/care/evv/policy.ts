import { ASSESSMENT_WRITER_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

// Those who plan a visit maintain its record: admins, agency owners and agents. A caregiver
// records their own marks through the shifts module and never corrects them.
const maintainers = ASSESSMENT_WRITER_ROLES;

export const evvAccess = {
  maintain: signedIn(
    "admins, and agency owners and agents for their own agency's visits",
    (actor) => maintainers.includes(actor.role),
  ),
};

/** The agencies whose visits a person may maintain and export; any other answers 404. */
export type VisitScope = { kind: 'all' } | { kind: 'agencies'; agencyIds: readonly number[] };

export function visitScope(actor: Actor): VisitScope {
  return actor.role === Role.admin
    ? { kind: 'all' }
    : { kind: 'agencies', agencyIds: maintainers.includes(actor.role) ? actor.agencyIds : [] };
}

export const reachesAgency = (scope: VisitScope, agencyId: number): boolean =>
  scope.kind === 'all' || scope.agencyIds.includes(agencyId);
