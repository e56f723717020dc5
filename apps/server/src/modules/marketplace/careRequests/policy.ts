import { canReadCareRequests, Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

/** Route-level access of care requests: families send them signed out, providers read them. */
export const careRequestAccess = {
  create: publicAccess('families ask for care from a listing without an account; rate-limited'),
  read: signedIn("admins, and agency owners and agents for their own agency's requests", (actor) =>
    canReadCareRequests(actor.role),
  ),
};

/** Which requests a reader sees; any other answers 404, as if absent. */
export type InboxScope = { kind: 'all' } | { kind: 'agencies'; agencyIds: readonly number[] };

export function inboxScope(actor: Actor): InboxScope {
  return actor.role === Role.admin
    ? { kind: 'all' }
    : { kind: 'agencies', agencyIds: actor.agencyIds };
}

/**
 * Only the provider's own staff mark a request seen: an administrator looking in (support, audit)
 * must not hide a new request from the agency that has to answer it.
 */
export const marksSeen = (actor: Actor) => actor.role !== Role.admin;
