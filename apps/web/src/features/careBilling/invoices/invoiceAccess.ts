import { AGENCY_STAFF_ROLES, Role } from '@hearth/domain';

/** Who opens the invoice pages: admins, an agency's owner and agents, and family users. */
export const readsCareInvoices = (role: Role): boolean =>
  role === Role.admin || role === Role.user || AGENCY_STAFF_ROLES.includes(role);

/** Who issues and voids: the agency's owner and agents (the server checks the agency again). */
export const billsCareInvoices = (role: Role): boolean => AGENCY_STAFF_ROLES.includes(role);

/** Families see their own issued invoices only: no drafts, no payer filters, no export. */
export const isFamily = (role: Role): boolean => role === Role.user;
