import {
  AGENCY_STAFF_ROLES,
  canManageUser as managesUser,
  PATIENT_READER_ROLES,
  Role,
  assignableRoles as rolesGivenBy,
} from '@hearth/domain';
import { publicAccess, signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

const isAdmin = (actor: Actor) => actor.role === Role.admin;
const isAdminOrAgency = (actor: Actor) => actor.role === Role.admin || actor.role === Role.agency;

/** Route-level access of every identity endpoint. */
export const identityAccess = {
  signIn: publicAccess('anyone may try to sign in; answers never reveal whether an email exists'),
  requestPasswordReset: publicAccess('a person who forgot their password is not signed in'),
  resetPassword: publicAccess('the emailed single-use token is the credential'),
  suggestPassword: publicAccess('people choosing a password from an emailed link are signed out'),
  signedInSelf: signedIn('any signed-in user, about themselves'),
  whoIsHere: publicAccess('a visitor learns only that they are not signed in'),
  roleLists: signedIn('admins and agency owners, who assign roles', isAdminOrAgency),
  signInHistory: signedIn('any signed-in user; scoped to what they may see', () => true),
  manageUsers: signedIn('admins, and agency owners within their agency', isAdminOrAgency),
  adminOnly: signedIn('administrators', isAdmin),
};

/** The subject of a rule about another user. */
export type UserSubject = { id: number; role: Role; agencyIds: readonly number[] };

const sharesAgency = (actor: Actor, user: UserSubject) =>
  user.agencyIds.some((agencyId) => actor.agencyIds.includes(agencyId));

/** Agency owners run their own staff and caregivers; only admins make owners or admins. */
export function assignableRoles(actor: Actor): readonly Role[] {
  return rolesGivenBy(actor.role);
}

/** Seeing a user at all; anything else answers 404, as if absent. */
export function canViewUser(actor: Actor, user: UserSubject): boolean {
  return (
    isAdmin(actor) ||
    actor.userId === user.id ||
    (actor.role === Role.agency && sharesAgency(actor, user))
  );
}

/** Disabling, re-enabling and changing the role of a user. Nobody does it to themselves. */
export function canManageUser(actor: Actor, user: UserSubject): boolean {
  return managesUser(actor, user);
}

/** Whose sign-in history a person may read. */
export type SignInScope =
  | { kind: 'all' }
  | { kind: 'agencies'; agencyIds: readonly number[] }
  | { kind: 'self'; userId: number };

export function signInScope(actor: Actor): SignInScope {
  if (isAdmin(actor)) {
    return { kind: 'all' };
  }
  if (actor.role === Role.agency) {
    return { kind: 'agencies', agencyIds: actor.agencyIds };
  }
  return { kind: 'self', userId: actor.userId };
}

/**
 * What the web shows in its navigation; the server checks each call again regardless, and each
 * module's policy scopes what these people see (their agency's, their partner's, their own).
 */
export function permissionsOf(actor: Actor) {
  return {
    manageUsers: isAdminOrAgency(actor),
    viewSignInHistory: true,
    viewAuditLog: isAdmin(actor),
    manageTokens: true,
    manageReferenceData: isAdmin(actor),
    manageBilling: isAdmin(actor),
    viewAgencies: true,
    viewCaregivers: isAdmin(actor) || AGENCY_STAFF_ROLES.includes(actor.role),
    viewPatients: PATIENT_READER_ROLES.includes(actor.role),
    viewCoordinatorsAndPayers: isAdmin(actor) || AGENCY_STAFF_ROLES.includes(actor.role),
  };
}
