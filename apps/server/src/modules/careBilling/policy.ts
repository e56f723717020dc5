import { AGENCY_STAFF_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

export const isAdmin = (actor: Actor): boolean => actor.role === Role.admin;
const isAgencyStaff = (actor: Actor): boolean => AGENCY_STAFF_ROLES.includes(actor.role);

/**
 * Whether an actor may find one agency's billing at all; any other agency answers 404, as if
 * absent, so nobody learns which agencies exist through it.
 */
export function canSeeAgencyBilling(actor: Actor, agencyId: number): boolean {
  return isAdmin(actor) || (isAgencyStaff(actor) && actor.agencyIds.includes(agencyId));
}

/** Agents bill day to day; how the agency bills is its owner's (or an admin's) decision. */
export function canChangeAgencyBilling(actor: Actor, agencyId: number): boolean {
  return isAdmin(actor) || (actor.role === Role.agency && actor.agencyIds.includes(agencyId));
}

/** Route-level access of the care billing endpoints; the rules above narrow it to one agency. */
export const careBillingAccess = {
  readSettings: signedIn(
    'admins, and agency owners and agents for their own agency',
    (actor) => isAdmin(actor) || isAgencyStaff(actor),
  ),
  changeSettings: signedIn(
    'admins, and agency owners for their own agency',
    (actor) => isAdmin(actor) || actor.role === Role.agency,
  ),
  /** Payments received, disputes and receivables: the agency's day-to-day billing work. */
  managePayments: signedIn(
    'admins, and agency owners and agents for their own agency',
    (actor) => isAdmin(actor) || isAgencyStaff(actor),
  ),
};
