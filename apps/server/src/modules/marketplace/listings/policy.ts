import { AGENCY_STAFF_ROLES, isProviderOf, Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

const isAdmin = (actor: Actor) => actor.role === Role.admin;

/** Route-level access of the listings endpoints. */
export const listingAccess = {
  search: publicAccess('families search without signing in; only published listings are shown'),
  read: publicAccess('a family opens a listing from a search or a shared link without signing in'),
  manage: signedIn(
    "admins, and agency owners and agents and providers for their own organisation's listings",
    (actor) =>
      isAdmin(actor) || AGENCY_STAFF_ROLES.includes(actor.role) || actor.role === Role.provider,
  ),
  photo: publicAccess(
    "a published listing's photos are public; a draft's only to the staff who may manage it",
  ),
};

/** Whether this person keeps the listings of `agencyId`; anyone else is answered 404. */
export function canManageListingsOf(actor: Actor | null, agencyId: number): boolean {
  return (
    actor !== null &&
    (isAdmin(actor) ||
      (AGENCY_STAFF_ROLES.includes(actor.role) && actor.agencyIds.includes(agencyId)) ||
      isProviderOf(actor, agencyId))
  );
}
