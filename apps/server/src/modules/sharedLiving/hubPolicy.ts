import { AGENCY_STAFF_ROLES, PARTNER_STAFF_ROLES, Role } from '@hearth/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { sharedLivingHubs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';

// Who runs a hub. Every shared-living submodule (hubs, members, events, referrals) asks this one
// rule, so "the hub" means the same people everywhere: administrators, and the owners and agents
// of the agency or partner that operates it.

/** The operator columns of a hub row. */
export type HubOperator = { agencyId: number | null; partnerId: number | null };

export function managesHub(actor: Actor, hub: HubOperator): boolean {
  if (actor.role === Role.admin) {
    return true;
  }
  if (AGENCY_STAFF_ROLES.includes(actor.role)) {
    return hub.agencyId !== null && actor.agencyIds.includes(hub.agencyId);
  }
  if (PARTNER_STAFF_ROLES.includes(actor.role)) {
    return hub.partnerId !== null && hub.partnerId === actor.partnerId;
  }
  return false;
}

/** The operator an actor's new hub gets: their own agency or partner; null when they run none. */
export function ownOperator(actor: Actor): HubOperator | null {
  if (actor.role === Role.agency) {
    const agencyId = actor.agencyIds[0];
    return agencyId === undefined ? null : { agencyId, partnerId: null };
  }
  if (actor.role === Role.partner && actor.partnerId !== null) {
    return { agencyId: null, partnerId: actor.partnerId };
  }
  return null;
}

/** `managesHub` as SQL over `shared_living_hubs`, for lists. */
export function managedHubsCondition(actor: Actor): SQL | undefined {
  if (actor.role === Role.admin) {
    return undefined;
  }
  if (AGENCY_STAFF_ROLES.includes(actor.role) && actor.agencyIds.length > 0) {
    return inArray(sharedLivingHubs.agencyId, [...actor.agencyIds]);
  }
  if (PARTNER_STAFF_ROLES.includes(actor.role) && actor.partnerId !== null) {
    return eq(sharedLivingHubs.partnerId, actor.partnerId);
  }
  return sql`false`;
}
