import { REPORT_TYPES, type ReportType, Role } from '@hearth/domain';

const agencyRoles: readonly Role[] = [Role.agency, Role.agencyAgent];
const partnerRoles: readonly Role[] = [Role.partner, Role.partnerAgent];

/** Who may open the reports at all: the server's rule (`modules/reports/policy.ts`) again. */
export const readsReports = (role: Role): boolean =>
  role === Role.admin || agencyRoles.includes(role) || partnerRoles.includes(role);

// Partners report on their referrals; the host lead funnel is the platform's (admins run it).
const PARTNER_REPORTS: readonly ReportType[] = ['referrals'];
const PLATFORM_REPORTS: readonly ReportType[] = ['hostLeads'];

/** The reports a role finds in its list; the server still answers each call for itself. */
export function reportTypesFor(role: Role): readonly ReportType[] {
  if (role === Role.admin) {
    return REPORT_TYPES;
  }
  if (partnerRoles.includes(role)) {
    return PARTNER_REPORTS;
  }
  return agencyRoles.includes(role)
    ? REPORT_TYPES.filter((type) => !PLATFORM_REPORTS.includes(type))
    : [];
}

export const isReportType = (word: string | undefined): word is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(word ?? '');
