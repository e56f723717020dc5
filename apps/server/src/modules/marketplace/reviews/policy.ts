import { AGENCY_STAFF_ROLES, isProviderOf, Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const isAdmin = (actor: Actor) => actor.role === Role.admin;
const isFamily = (actor: Actor) => actor.role === Role.user;
const runsAnOrganisation = (actor: Actor) =>
  AGENCY_STAFF_ROLES.includes(actor.role) || actor.role === Role.provider;

/** Route-level access of a listing's reviews. */
export const reviewAccess = {
  read: publicAccess('a family weighs reviews before it signs in, as it reads the listing'),
  viewer: signedIn('anyone signed in: what they may do on the reviews they are reading'),
  write: signedIn(
    'families (role user); the service then asks for a verified visit to their patient',
    isFamily,
  ),
  reply: signedIn(
    "agency staff and providers; the service narrows it to the listing's own organisation",
    runsAnOrganisation,
  ),
  report: signedIn('anyone signed in may report a review as abusive, once'),
  moderate: signedIn('admins, who read reported reviews and hide them', isAdmin),
};

/** Whether this person speaks for the organisation that runs the listing: its staff or provider. */
export function speaksForOrganisation(actor: Actor, organisationId: number): boolean {
  return (
    (AGENCY_STAFF_ROLES.includes(actor.role) && actor.agencyIds.includes(organisationId)) ||
    isProviderOf(actor, organisationId)
  );
}
