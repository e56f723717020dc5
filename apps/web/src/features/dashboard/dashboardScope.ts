import { type AuthDetails, Role } from '@hearth/domain';

export type DashboardScope = 'agency' | 'partner' | 'all';

/**
 * Which tiles the signed-in person sees, as the server scopes them; null for caregivers (their home
 * shows their own day, `CaregiverDay`), families and providers (their shortcuts only).
 */
export function dashboardScope(details: AuthDetails): DashboardScope | null {
  const { role } = details.user;
  if (role === Role.admin) {
    return 'all';
  }
  const kind = details.organisation?.kind;
  if (kind === 'agency' && (role === Role.agency || role === Role.agencyAgent)) {
    return 'agency';
  }
  if (kind === 'partner' && (role === Role.partner || role === Role.partnerAgent)) {
    return 'partner';
  }
  return null;
}
