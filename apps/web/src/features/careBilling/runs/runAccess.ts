import { AGENCY_STAFF_ROLES, type AuthDetails, Role } from '@hearth/domain';

// The server's rule (it checks again): an agency's owner and agents run its invoices; admins any.

export const runsInvoices = (role: Role): boolean =>
  role === Role.admin || AGENCY_STAFF_ROLES.includes(role);

/** The agency a member of its staff bills for; null for an admin, who picks one. */
export function ownAgencyId(details: AuthDetails | null | undefined): number | null {
  return details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
}
