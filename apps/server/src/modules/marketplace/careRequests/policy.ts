import { canReadCareRequests, Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

/** Route-level access of care requests: families send them signed out, providers read them. */
export const careRequestAccess = {
  create: publicAccess('families ask for care from a listing without an account; rate-limited'),
  read: signedIn(
    "admins, and agency staff and providers for their own organisation's requests",
    (actor) => canReadCareRequests(actor.role),
  ),
  list: signedIn(
    "admins, agency owners and agents their own agency's requests; a family the ones it sent",
    (actor) => canReadCareRequests(actor.role) || actor.role === Role.user,
  ),
};

/** Which requests a reader sees; any other answers 404, as if absent. */
export type InboxScope =
  | { kind: 'all' }
  | { kind: 'agencies'; agencyIds: readonly number[] }
  /** A family: the requests it sent while signed in, wherever they went. */
  | { kind: 'requester'; userId: number };

export function inboxScope(actor: Actor): InboxScope {
  if (actor.role === Role.admin) {
    return { kind: 'all' };
  }
  if (actor.role === Role.user) {
    return { kind: 'requester', userId: actor.userId };
  }
  // Agency staff, and a provider: the requests to the listings of the one organisation they run.
  return { kind: 'agencies', agencyIds: actor.agencyIds };
}

/** The family account a new request is followed by: its sender when signed in as a family. */
export const requesterOf = (actor: Actor | null): number | null =>
  actor?.role === Role.user ? actor.userId : null;

/**
 * Only the provider's own staff mark a request seen: an administrator looking in (support, audit)
 * must not hide a new request from the agency that has to answer it.
 */
export const marksSeen = (actor: Actor) => actor.role !== Role.admin;
