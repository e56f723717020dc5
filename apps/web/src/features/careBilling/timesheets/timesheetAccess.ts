import { type AuthDetails, Role, TIMESHEET_READER_ROLES } from '@hearth/domain';

// The server's rules (it checks again): the agency's office reads its timesheets and exports the
// payroll file; only the owner (and admins) approves and revises.

export const readsTimesheets = (role: Role): boolean => TIMESHEET_READER_ROLES.includes(role);

export const approvesTimesheets = (role: Role): boolean =>
  role === Role.admin || role === Role.agency;

/** The agency of a member of its staff; null for anyone else (an admin chooses one). */
export function staffAgencyId(details: AuthDetails | null | undefined): number | null {
  return details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
}
