import {
  ASSESSMENT_WRITER_ROLES,
  type AuthDetails,
  canReadCareRequests,
  Role,
  readsAgencyTimesheets,
} from '@hearth/domain';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { ownsBilling } from '../../features/billing/permissions.ts';
import { readsCareInvoices } from '../../features/careBilling/invoices/invoiceAccess.ts';
import { opensMyCare } from '../../features/family/familyAccess.ts';
import { readsHubDirectory } from '../../features/hubs/permissions.ts';
import { CareRequestsBadge } from '../../features/marketplace/careRequests/CareRequestsBadge.tsx';
import { keepsListings } from '../../features/marketplace/listingEditor/permissions.ts';
import { hasPostingBoard } from '../../features/postings/permissions.ts';
import { readsReferrals } from '../../features/referrals/permissions.ts';
import { readsReports } from '../../features/reports/reportAccess.ts';
import { plansShifts, worksShifts } from '../../features/shifts/shiftAccess.ts';
import { worksExceptions } from '../../features/visitVerification/verificationAccess.ts';

export type NavItem = {
  /** Relative to the locale base. */
  path: string;
  labelKey: ParseKeys<'common'>;
  /** Marks the link current only on this exact path, not below it. */
  end: boolean;
  /** Who sees the link; the page and the server check again on their own. */
  visibleTo: (details: AuthDetails | null) => boolean;
  /** Drawn after the label, such as a count of new items. */
  Badge?: ComponentType;
};

const everyone = () => true;
// The agency's office and admins; the care billing pages check the same on their own.
const agencyOffice = (details: AuthDetails | null) =>
  details !== null && ASSESSMENT_WRITER_ROLES.includes(details.user.role);
const signedIn = (details: AuthDetails | null) => details !== null;
// The marketplace is for families: visitors and signed-in family accounts, not agency staff.
const families = (details: AuthDetails | null) =>
  details === null || details.user.role === Role.user;

// Each module adds its entries here as its pages arrive.
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', labelKey: 'nav.home', end: true, visibleTo: everyone },
  { path: '/homecare', labelKey: 'nav.homecare', end: false, visibleTo: families },
  { path: '/shared-living', labelKey: 'nav.sharedLiving', end: false, visibleTo: families },
  { path: '/day-program', labelKey: 'nav.dayProgram', end: false, visibleTo: families },
  { path: '/user', labelKey: 'nav.overview', end: true, visibleTo: signedIn },
  {
    path: '/user/users',
    labelKey: 'nav.users',
    end: false,
    visibleTo: (details) => details?.permissions.manageUsers === true,
  },
  {
    path: '/user/agencies',
    labelKey: 'nav.agencies',
    end: false,
    visibleTo: (details) => details?.permissions.viewAgencies === true,
  },
  {
    path: '/user/coordinators',
    labelKey: 'nav.coordinators',
    end: false,
    visibleTo: (details) => details?.permissions.viewCoordinatorsAndPayers === true,
  },
  {
    path: '/user/payers',
    labelKey: 'nav.payers',
    end: false,
    visibleTo: (details) => details?.permissions.viewCoordinatorsAndPayers === true,
  },
  {
    path: '/user/caregivers',
    labelKey: 'nav.caregivers',
    end: false,
    visibleTo: (details) => details?.permissions.viewCaregivers === true,
  },
  {
    path: '/user/patients',
    labelKey: 'nav.patients',
    end: false,
    visibleTo: (details) => details?.permissions.viewPatients === true,
  },
  {
    path: '/user/assessments',
    labelKey: 'nav.assessments',
    end: false,
    // Agency staff and admins; partner staff read them from their patients' links.
    visibleTo: (details) => details !== null && ASSESSMENT_WRITER_ROLES.includes(details.user.role),
  },
  {
    path: '/user/postings',
    labelKey: 'nav.postings',
    end: false,
    visibleTo: (details) => hasPostingBoard(details?.user.role),
  },
  {
    path: '/user/schedule',
    labelKey: 'nav.schedule',
    end: false,
    visibleTo: (details) => details !== null && plansShifts(details.user.role),
  },
  {
    path: '/user/visit-exceptions',
    labelKey: 'nav.visitExceptions',
    end: false,
    visibleTo: (details) => details !== null && worksExceptions(details.user.role),
  },
  {
    path: '/user/timesheets',
    labelKey: 'nav.timesheets',
    end: false,
    // The timesheets' rule is the domain's: a feature module here would add a first-load chunk.
    visibleTo: (details) => details !== null && readsAgencyTimesheets(details.user.role),
  },
  {
    path: '/user/invoice-runs',
    labelKey: 'nav.invoiceRuns',
    end: false,
    // The agency's staff bill its care, as they book it; admins any agency's.
    visibleTo: (details) => details !== null && ASSESSMENT_WRITER_ROLES.includes(details.user.role),
  },
  {
    path: '/user/care-payments',
    labelKey: 'nav.carePayments',
    end: false,
    visibleTo: agencyOffice,
  },
  { path: '/user/receivables', labelKey: 'nav.receivables', end: false, visibleTo: agencyOffice },
  {
    path: '/user/billing-settings',
    labelKey: 'nav.billingSettings',
    end: false,
    visibleTo: agencyOffice,
  },
  {
    path: '/user/my-shifts',
    labelKey: 'nav.myShifts',
    end: false,
    visibleTo: (details) => details !== null && worksShifts(details.user.role),
  },
  {
    // A caregiver's own pay; the office reads every caregiver's at Timesheets.
    path: '/user/my-hours',
    labelKey: 'nav.myHours',
    end: false,
    visibleTo: (details) => details?.user.role === Role.caregiver,
  },
  {
    // A caregiver's documents, languages and hours; the office keeps them at Caregivers.
    path: '/user/my-profile',
    labelKey: 'nav.myProfile',
    end: false,
    visibleTo: (details) => details?.user.role === Role.caregiver,
  },
  {
    // An adult day program's day sheet; the page tells a host home it keeps none.
    path: '/user/attendance',
    labelKey: 'nav.attendance',
    end: false,
    visibleTo: (details) => details?.user.role === Role.provider,
  },
  {
    path: '/user/shared-living/hubs',
    labelKey: 'nav.sharedLivingHubs',
    end: false,
    visibleTo: (details) => readsHubDirectory(details?.user.role),
  },
  {
    path: '/user/shared-living/referrals',
    labelKey: 'nav.referrals',
    end: false,
    visibleTo: (details) => readsReferrals(details?.user.role),
  },
  {
    path: '/user/shared-living/host-leads',
    labelKey: 'nav.hostLeads',
    end: false,
    visibleTo: (details) => details?.user.role === Role.admin,
  },
  {
    path: '/user/listings',
    labelKey: 'nav.listings',
    end: false,
    visibleTo: keepsListings,
  },
  {
    path: '/user/reviews/reported',
    labelKey: 'nav.reportedReviews',
    end: false,
    visibleTo: (details) => details?.user.role === Role.admin,
  },
  {
    path: '/user/care-requests',
    labelKey: 'nav.careRequests',
    end: false,
    visibleTo: (details) => details !== null && canReadCareRequests(details.user.role),
    Badge: CareRequestsBadge,
  },
  {
    path: '/user/reports',
    labelKey: 'nav.reports',
    end: false,
    visibleTo: (details) => details !== null && readsReports(details.user.role),
  },
  {
    path: '/user/sign-ins',
    labelKey: 'nav.signIns',
    end: false,
    visibleTo: (details) => details?.permissions.viewSignInHistory === true,
  },
  {
    path: '/user/audit-log',
    labelKey: 'nav.auditLog',
    end: false,
    visibleTo: (details) => details?.permissions.viewAuditLog === true,
  },
  {
    path: '/user/reference',
    labelKey: 'nav.referenceLists',
    end: false,
    visibleTo: (details) => details?.permissions.manageReferenceData === true,
  },
  {
    path: '/user/billing/products',
    labelKey: 'nav.billingProducts',
    end: false,
    visibleTo: (details) => details?.permissions.manageBilling === true,
  },
  {
    path: '/user/billing/tax-rates',
    labelKey: 'nav.taxRates',
    end: false,
    visibleTo: (details) => details?.permissions.manageBilling === true,
  },
  {
    path: '/user/billing/subscriptions',
    labelKey: 'nav.subscriptions',
    end: false,
    visibleTo: (details) => details?.permissions.manageBilling === true,
  },
  {
    path: '/user/billing/payments',
    labelKey: 'nav.subscriptionPayments',
    end: false,
    visibleTo: (details) => details?.permissions.manageBilling === true,
  },
  {
    // The family's own portal: the people they follow, their visits, their requests.
    path: '/user/my-care',
    labelKey: 'nav.myCare',
    end: false,
    visibleTo: (details) => details !== null && opensMyCare(details.user.role),
  },
  {
    // Agency staff bill their clients here; families find the invoices for their care.
    path: '/user/invoices',
    labelKey: 'nav.invoices',
    end: false,
    visibleTo: (details) => details !== null && readsCareInvoices(details.user.role),
  },
  { path: '/user/billing', labelKey: 'nav.billing', end: false, visibleTo: ownsBilling },
];

export function navItemsFor(details: AuthDetails | null): NavItem[] {
  return NAV_ITEMS.filter((item) => item.visibleTo(details));
}
