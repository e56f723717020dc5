import { AGENCY_STAFF_ROLES, type AuthDetails, Role } from '@hearth/domain';
import { useSearchParams } from 'react-router';
import { ownAgencyId, useAuthDetails } from '../../identity/index.ts';

// The server's rules (it checks every call again): the agency's office records payments and reads
// the receivables and the billing settings; only its owner (and admins) changes the settings.

export const worksPayments = (role: Role): boolean =>
  role === Role.admin || AGENCY_STAFF_ROLES.includes(role);

export const changesBillingSettings = (role: Role): boolean =>
  role === Role.admin || role === Role.agency;

export const seesPayments = (details: AuthDetails | null): boolean =>
  details !== null && worksPayments(details.user.role);

/** The agency a page is about: the staff member's own, or the `?agencyId=` an admin opened. */
export function useBillingAgencyId(): number | null {
  const { data: details } = useAuthDetails();
  const [params] = useSearchParams();
  const asked = Number(params.get('agencyId'));
  return ownAgencyId(details) ?? (Number.isInteger(asked) && asked > 0 ? asked : null);
}
