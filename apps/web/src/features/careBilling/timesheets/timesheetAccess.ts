import { type AuthDetails, Role } from '@hearth/domain';

// The server's rules (it checks again): only the agency's owner (and admins) approves and
// revises. Who reads timesheets is the domain's `readsAgencyTimesheets`, which the navigation and
// the routes use without loading this page-only module.

export const approvesTimesheets = (role: Role): boolean =>
  role === Role.admin || role === Role.agency;

/** The agency of a member of its staff; null for anyone else (an admin chooses one). */
export function staffAgencyId(details: AuthDetails | null | undefined): number | null {
  return details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
}
