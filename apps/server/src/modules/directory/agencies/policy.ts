import { AGENCY_STAFF_ROLES, AgencyStanding, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const isAdmin = (actor: Actor) => actor.role === Role.admin;
const isStaffOf = (actor: Actor, agencyId: number) =>
  AGENCY_STAFF_ROLES.includes(actor.role) && actor.agencyIds.includes(agencyId);

/** Route-level access of every agency endpoint; the rules below narrow it to one agency. */
export const agencyAccess = {
  read: signedIn('any signed-in user; terminated agencies only for admins and their own people'),
  create: signedIn('administrators', isAdmin),
  update: signedIn(
    'admins, and agency owners for their own agency',
    (actor) => isAdmin(actor) || actor.role === Role.agency,
  ),
  changeStanding: signedIn('administrators', isAdmin),
  agencyPeople: signedIn(
    "admins, and agency owners and agents for their own agency's",
    (actor) => isAdmin(actor) || AGENCY_STAFF_ROLES.includes(actor.role),
  ),
  internal: signedIn('any signed-in user; answers 404 for people without an agency of their own'),
};

/**
 * Which agencies a person may find at all; any other answers 404, as if absent. A terminated
 * agency has left the directory, but its own people (staff, caregivers) still see it.
 */
export type AgencyScope =
  | { kind: 'all' }
  | { kind: 'listed'; ownAgencyIds: readonly number[]; hiddenStanding: AgencyStanding };

export function agencyScope(actor: Actor): AgencyScope {
  return isAdmin(actor)
    ? { kind: 'all' }
    : {
        kind: 'listed',
        ownAgencyIds: actor.agencyIds,
        hiddenStanding: AgencyStanding.terminated,
      };
}

/**
 * Standing is between an agency and the administrators: its own owner and agents see it (and
 * why it changed), nobody else does, and only admins filter or sort by it.
 */
export function canSeeStanding(actor: Actor, agencyId: number): boolean {
  return isAdmin(actor) || isStaffOf(actor, agencyId);
}

export function canSearchByStanding(actor: Actor): boolean {
  return isAdmin(actor);
}

export function canEditAgency(actor: Actor, agencyId: number): boolean {
  return isAdmin(actor) || (actor.role === Role.agency && actor.agencyIds.includes(agencyId));
}

export function canChangeStanding(actor: Actor): boolean {
  return isAdmin(actor);
}

/** The agency's people (owners, agents, caregivers). */
export function canViewStaff(actor: Actor, agencyId: number): boolean {
  return isAdmin(actor) || isStaffOf(actor, agencyId);
}

/** The agency whose care-management screens this person runs: an owner's or an agent's own. */
export function internalAgencyOf(actor: Actor): number | null {
  return AGENCY_STAFF_ROLES.includes(actor.role) ? (actor.agencyIds[0] ?? null) : null;
}
