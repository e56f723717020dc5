import {
  type AuthDetails,
  canManageUser,
  Role,
  type RoleHolder,
  roleChoices as roleChoicesFor,
  assignableRoles as rolesGivenBy,
  type User,
} from '@hearth/domain';

// The pages offer only what the shared role rules allow; the server applies the same rules to
// every call, so these can only hide or show a button, never grant anything.

type Caller = Pick<AuthDetails, 'user' | 'organisation'>;

const holderOf = (caller: Caller): RoleHolder => ({
  userId: caller.user.id,
  role: caller.user.role,
  agencyIds: caller.organisation?.kind === 'agency' ? caller.organisation.ids : [],
});

export function assignableRoles(caller: Caller): readonly Role[] {
  return rolesGivenBy(caller.user.role);
}

/** The roles worth filtering the users list by: only those this person can ever see listed. */
export function listedRoles(caller: Caller): readonly Role[] {
  return caller.user.role === Role.admin ? Role.codes : [Role.agency, ...assignableRoles(caller)];
}

export function canManage(caller: Caller, user: Pick<User, 'id' | 'role' | 'agencyIds'>): boolean {
  return canManageUser(holderOf(caller), user);
}

export function roleChoices(caller: Caller, user: Pick<User, 'role'>): readonly Role[] {
  return roleChoicesFor(caller.user.role, user.role);
}
