import { type AuthDetails, Role } from '@hearth/domain';

const managers: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent];

/**
 * Who may add caregivers and change them (status and documents included): admins, and agency
 * staff for their own agency, which is all they see. The server checks every change again.
 */
export function canManageCaregivers(details: AuthDetails): boolean {
  return managers.includes(details.user.role);
}
