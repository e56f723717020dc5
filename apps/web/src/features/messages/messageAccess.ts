import { AGENCY_STAFF_ROLES, Role } from '@hearth/domain';

/** Who opens a patient's thread: the family, the organisation's staff or provider, and admins. */
export const opensMessages = (role: Role): boolean =>
  [Role.admin, Role.user, Role.provider, ...AGENCY_STAFF_ROLES].includes(role);
