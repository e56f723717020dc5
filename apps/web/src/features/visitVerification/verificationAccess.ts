import { ASSESSMENT_WRITER_ROLES, type AuthDetails, Role } from '@hearth/domain';

// The server's rules (it checks again): the agency's office works the exceptions queue and
// corrects visits; only the owner (and admins) sets the fence and windows.

export const worksExceptions = (role: Role): boolean => ASSESSMENT_WRITER_ROLES.includes(role);

export const setsVerification = (role: Role): boolean =>
  role === Role.admin || role === Role.agency;

/** The agency whose visits a member of its staff sees; null for anyone else (an admin chooses). */
export function ownAgencyId(details: AuthDetails | null | undefined): number | null {
  return details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
}
