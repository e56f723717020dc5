import { AGENCY_STAFF_ROLES, Role, readsAgencyTimesheets } from '@hearth/domain';
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

/** A caregiver sees their own timesheets at the agencies they work for, and no one else's. */
export function isOwnAgencyCaregiver(actor: Actor, agencyId: number): boolean {
  return actor.role === Role.caregiver && actor.agencyIds.includes(agencyId);
}

/** The agency's office: its owner and agents, and admins; narrowed to one agency by the rules above. */
const agencyOffice = signedIn(
  'admins, and agency owners and agents for their own agency',
  (actor) => isAdmin(actor) || isAgencyStaff(actor),
);

/** Route-level access of the care billing endpoints; the rules above narrow it to one agency. */
export const careBillingAccess = {
  readSettings: agencyOffice,
  /** Payments received, disputes and receivables: the agency's day-to-day billing work. */
  managePayments: agencyOffice,
  /** Starting and reading invoice runs: the agency's day-to-day billing. */
  runInvoices: agencyOffice,
  changeSettings: signedIn(
    'admins, and agency owners for their own agency',
    (actor) => isAdmin(actor) || actor.role === Role.agency,
  ),
  readTimesheets: signedIn(
    'admins, agency owners and agents for their own agency, and caregivers their own timesheets',
    (actor) => readsAgencyTimesheets(actor.role) || actor.role === Role.caregiver,
  ),
  /** A caregiver's own hours, at every agency they work for; the office reads them per agency. */
  readOwnTimesheets: signedIn(
    'caregivers, their own timesheets',
    (actor) => actor.role === Role.caregiver,
  ),
  exportTimesheets: signedIn('admins, and agency owners and agents for their own agency', (actor) =>
    readsAgencyTimesheets(actor.role),
  ),
  approveTimesheets: signedIn(
    'admins, and agency owners for their own agency',
    (actor) => isAdmin(actor) || actor.role === Role.agency,
  ),
};

/** Which invoices an actor finds: an agency's staff their agency's, a family its own, admins all. */
export type InvoiceScope =
  | { kind: 'all' }
  | { kind: 'agency'; agencyIds: readonly number[] }
  /** The issued invoices billed privately to a patient the family user is a contact of. */
  | { kind: 'family'; userId: number }
  | { kind: 'none' };

export function invoiceScopeOf(actor: Actor): InvoiceScope {
  if (isAdmin(actor)) {
    return { kind: 'all' };
  }
  if (isAgencyStaff(actor)) {
    return { kind: 'agency', agencyIds: actor.agencyIds };
  }
  return actor.role === Role.user ? { kind: 'family', userId: actor.userId } : { kind: 'none' };
}

/**
 * Issuing and voiding are the agency's own acts towards its clients, done by its owner or agents;
 * an administrator looks but does not bill in an agency's name.
 */
export function canBillForAgency(actor: Actor, agencyId: number): boolean {
  return isAgencyStaff(actor) && actor.agencyIds.includes(agencyId);
}

/** Route-level access of the invoices; `invoiceScopeOf` and `canBillForAgency` narrow it. */
export const careInvoiceAccess = {
  read: signedIn(
    "admins; agency owners and agents their agency's; family users their own patients' issued invoices",
    (actor) => isAdmin(actor) || isAgencyStaff(actor) || actor.role === Role.user,
  ),
  export: signedIn(
    "admins, and agency owners and agents their agency's",
    (actor) => isAdmin(actor) || isAgencyStaff(actor),
  ),
  bill: signedIn('agency owners and agents, for their own agency', isAgencyStaff),
};
