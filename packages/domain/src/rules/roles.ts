import { Role } from '../enums/identity.ts';

// Who may give which role and manage whom. The server enforces these rules; the web reads the
// same ones to offer only the actions that will be allowed.

/** The person acting, as far as these rules need them. */
export type RoleHolder = { userId: number; role: Role; agencyIds: readonly number[] };

/** The account acted upon. */
export type ManagedUser = { id: number; role: Role; agencyIds: readonly number[] };

/** An agency's staff: its owner and its agents. */
export const AGENCY_STAFF_ROLES: readonly Role[] = [Role.agency, Role.agencyAgent];
/** Who reads an agency's caregiver timesheets from the office: admins and the agency's staff. */
export const readsAgencyTimesheets = (role: Role): boolean =>
  role === Role.admin || AGENCY_STAFF_ROLES.includes(role);
/**
 * An independent provider (an adult day program or a host home) runs its one organisation, a row
 * of the agencies table of kind `adultDayProgram` or `hostHome`, named by its `agencyIds`.
 */
export const isProviderOf = (
  actor: Pick<RoleHolder, 'role' | 'agencyIds'>,
  organisationId: number,
): boolean => actor.role === Role.provider && actor.agencyIds.includes(organisationId);
/** A partner's staff: the partner account and its agents. */
export const PARTNER_STAFF_ROLES: readonly Role[] = [Role.partner, Role.partnerAgent];

/** Admins give any role; agency owners their agents and caregivers; nobody else any. */
export function assignableRoles(role: Role): readonly Role[] {
  if (role === Role.admin) {
    return Role.codes;
  }
  return role === Role.agency ? [Role.agencyAgent, Role.caregiver] : [];
}

/** The kind of organisation a role belongs to; a role change may not move a user to another. */
export type Membership = 'agency' | 'provider' | 'partner' | 'caregiver' | 'none';

export function membershipOf(role: Role): Membership {
  if (AGENCY_STAFF_ROLES.includes(role)) {
    return 'agency';
  }
  if (PARTNER_STAFF_ROLES.includes(role)) {
    return 'partner';
  }
  if (role === Role.provider) {
    return 'provider';
  }
  return role === Role.caregiver ? 'caregiver' : 'none';
}

/** Disabling, re-enabling and changing the role of a user. Nobody does it to themselves. */
export function canManageUser(actor: RoleHolder, user: ManagedUser): boolean {
  if (actor.userId === user.id) {
    return false;
  }
  if (actor.role === Role.admin) {
    return true;
  }
  const sharesAgency = user.agencyIds.some((id) => actor.agencyIds.includes(id));
  return sharesAgency && assignableRoles(actor.role).includes(user.role);
}

/** The roles a user may be moved to by this actor: assignable, and in the same organisation kind. */
export function roleChoices(actorRole: Role, userRole: Role): readonly Role[] {
  const kind = membershipOf(userRole);
  return assignableRoles(actorRole).filter((role) => membershipOf(role) === kind);
}
