import { ASSESSMENT_WRITER_ROLES, Role } from '@hearth/domain';

// The server's rules (it checks again): the agency's office works the exceptions queue and
// corrects visits; only the owner (and admins) sets the fence and windows.

export const worksExceptions = (role: Role): boolean => ASSESSMENT_WRITER_ROLES.includes(role);

export const setsVerification = (role: Role): boolean =>
  role === Role.admin || role === Role.agency;

export { ownAgencyId } from '../identity/index.ts';
