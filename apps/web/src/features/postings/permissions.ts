import { Role } from '@hearth/domain';

const BOARD_ROLES: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent, Role.caregiver];

/** Whether the person has a posting board: admins, agency staff and caregivers. */
export const hasPostingBoard = (role: Role | undefined): boolean =>
  role !== undefined && BOARD_ROLES.includes(role);
