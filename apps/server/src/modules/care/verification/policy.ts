import { ASSESSMENT_WRITER_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

// The agency's office (owner and agents) works the exceptions queue; only the owner sets the
// fence and windows every visit of the agency is held to. Admins may do both, for any agency.
const office = ASSESSMENT_WRITER_ROLES;

export const verificationAccess = {
  settings: signedIn(
    'admins, and agency owners for their own agency',
    (actor) => actor.role === Role.admin || actor.role === Role.agency,
  ),
  office: signedIn("admins, and agency owners and agents for their own agency's visits", (actor) =>
    office.includes(actor.role),
  ),
};

/** Whether this person works for the agency (or is an admin): 404 otherwise, as if absent. */
export const reachesAgency = (actor: Actor, agencyId: number) =>
  actor.role === Role.admin || (office.includes(actor.role) && actor.agencyIds.includes(agencyId));

/** Which agencies' exceptions a person sees: null for every agency (an admin). */
export const agencyScope = (actor: Actor): readonly number[] | null =>
  actor.role === Role.admin ? null : office.includes(actor.role) ? actor.agencyIds : [];
