import { type BuyerKind, SubscriptionValidation } from '@hearth/domain';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { canManageBilling, ownedOrganisation } from '../policy.ts';

type OrganisationFilter = {
  organisationKind?: typeof BuyerKind.agency | typeof BuyerKind.partner | undefined;
  organisationId?: number | undefined;
};

/**
 * The organisations a list may show an actor: administrators name any (or none); an owner gets
 * their own organisation's, and naming another is a 404, as if it did not exist. Ids of agencies
 * and partners overlap, so an id without its kind is a 422.
 */
export function allowedOrganisationFilter<F extends OrganisationFilter>(
  actor: Actor,
  filter: F,
): F {
  if (filter.organisationId !== undefined && filter.organisationKind === undefined) {
    throw new AppError('validation_failed', 'validation_failed', {
      organisationKind: [SubscriptionValidation.organisationKindRequired],
    });
  }
  if (canManageBilling(actor)) {
    return filter;
  }
  const owned = ownedOrganisation(actor);
  const namedOther =
    filter.organisationKind !== undefined &&
    (owned === null ||
      filter.organisationKind !== owned.kind ||
      (filter.organisationId !== undefined && filter.organisationId !== owned.id));
  if (owned === null || namedOther) {
    throw new AppError('not_found', 'organisation_not_found');
  }
  return { ...filter, organisationKind: owned.kind, organisationId: owned.id };
}
