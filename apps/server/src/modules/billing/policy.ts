import { BuyerKind, type OrganisationRef, Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** The catalogue and the tax table are the administrators' to change. */
export const canManageBilling = (actor: Actor | null): boolean => actor?.role === Role.admin;

/**
 * The organisation whose membership an actor may buy and manage: an agency owner's agency or a
 * partner owner's partner. Agents and every other role hold none.
 */
export function ownedOrganisation(actor: Actor): OrganisationRef | null {
  const [agencyId] = actor.agencyIds;
  if (actor.role === Role.agency && agencyId !== undefined) {
    return { kind: BuyerKind.agency, id: agencyId };
  }
  if (actor.role === Role.partner && actor.partnerId !== null) {
    return { kind: BuyerKind.partner, id: actor.partnerId };
  }
  return null;
}

const isOwnerOrAdmin = (actor: Actor): boolean =>
  canManageBilling(actor) || ownedOrganisation(actor) !== null;

/** Whether an actor may see and manage one organisation's subscriptions and payments. */
export function canActForOrganisation(actor: Actor, organisation: OrganisationRef): boolean {
  if (canManageBilling(actor)) {
    return true;
  }
  const owned = ownedOrganisation(actor);
  return owned !== null && owned.kind === organisation.kind && owned.id === organisation.id;
}

/** Route-level access of the billing endpoints. */
export const billingAccess = {
  catalogue: publicAccess('anyone deciding whether to buy a membership sees what is on sale'),
  taxLookUp: publicAccess('the pricing page and checkout show the tax before anyone signs in'),
  manage: signedIn('administrators', canManageBilling),
  quote: publicAccess('checkout and the pricing page show price and tax before anyone buys'),
  gatewayWebhook: publicAccess(
    'the payment gateway calls it; refused (400) unless its signature verifies',
  ),
  ownBilling: signedIn('agency and partner owners (their own), administrators', isOwnerOrAdmin),
};
