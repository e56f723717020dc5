import { REFERRAL_ROLES, type Role } from '@hearth/domain';

/** Whether the person works with referrals: admins, agency staff and partner staff. */
export const readsReferrals = (role: Role | undefined): boolean =>
  role !== undefined && REFERRAL_ROLES.includes(role);
