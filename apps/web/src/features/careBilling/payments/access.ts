import { AGENCY_STAFF_ROLES, Role } from '@hearth/domain';

// The server's rules (it checks every call again): the agency's office records payments and reads
// the receivables and the billing settings; only its owner (and admins) changes the settings.

export const worksPayments = (role: Role): boolean =>
  role === Role.admin || AGENCY_STAFF_ROLES.includes(role);

export const changesBillingSettings = (role: Role): boolean =>
  role === Role.admin || role === Role.agency;
