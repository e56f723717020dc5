import { type AuthDetails, Role, type User } from '@hearth/domain';

// What the pages offer, following the server's rules; the server checks every call again, so a
// mismatch here can only hide or show a button, never grant anything.

type Caller = Pick<AuthDetails, 'user' | 'organisation'>;

const agencyStaff: readonly Role[] = [Role.agency, Role.agencyAgent];
const partnerStaff: readonly Role[] = [Role.partner, Role.partnerAgent];

/** The roles this person may give: admins any, agency owners their agents and caregivers. */
export function assignableRoles(caller: Caller): readonly Role[] {
  switch (caller.user.role) {
    case Role.admin:
      return Role.codes;
    case Role.agency:
      return [Role.agencyAgent, Role.caregiver];
    default:
      return [];
  }
}

/** The roles worth filtering the users list by: only those this person can ever see listed. */
export function listedRoles(caller: Caller): readonly Role[] {
  return caller.user.role === Role.admin ? Role.codes : [Role.agency, ...assignableRoles(caller)];
}

/** Which organisation a role belongs to; a role change may not move a user to another kind. */
export type Membership = 'agency' | 'partner' | 'caregiver' | 'none';

export function membershipOf(role: Role): Membership {
  if (agencyStaff.includes(role)) {
    return 'agency';
  }
  if (partnerStaff.includes(role)) {
    return 'partner';
  }
  return role === Role.caregiver ? 'caregiver' : 'none';
}

/** Disabling, re-enabling and changing the role of `user`. Nobody does it to themselves. */
export function canManage(caller: Caller, user: Pick<User, 'id' | 'role' | 'agencyIds'>): boolean {
  if (caller.user.id === user.id) {
    return false;
  }
  if (caller.user.role === Role.admin) {
    return true;
  }
  const ownAgencies = caller.organisation?.kind === 'agency' ? caller.organisation.ids : [];
  return (
    user.agencyIds.some((id) => ownAgencies.includes(id)) &&
    assignableRoles(caller).includes(user.role)
  );
}

/** The roles `user` may be moved to: assignable, and within the same kind of organisation. */
export function roleChoices(caller: Caller, user: Pick<User, 'role'>): readonly Role[] {
  const kind = membershipOf(user.role);
  return assignableRoles(caller).filter((role) => membershipOf(role) === kind);
}
