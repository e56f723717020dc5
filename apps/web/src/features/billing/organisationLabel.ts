import type { OrganisationRef } from '@hearth/domain';
import type { TFunction } from 'i18next';

/** "Agency 12", "Partner 3": how the administrators' lists name the organisation billed. */
export const organisationLabel = (t: TFunction<'subscriptions'>, organisation: OrganisationRef) =>
  t(`admin.organisation.${organisation.kind}`, { id: organisation.id });
