import { type AuthDetails, Role } from '@hearth/domain';

const keepers: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent, Role.provider];

/** Agency owners and agents, and providers, keep their organisation's listings; admins any's. */
export const keepsListings = (details: AuthDetails | null) =>
  details !== null && keepers.includes(details.user.role);

/** The one agency a staff member works for; null for an admin, who picks one. */
export const ownAgencyOf = (details: AuthDetails | null): number | null =>
  details?.user.role !== Role.admin && details?.organisation?.kind === 'agency'
    ? (details.organisation.ids[0] ?? null)
    : null;
