import type { DemoRole } from './demoAccounts.ts';

/** Who walks the app: a visitor who is not signed in, or one of the demo accounts. */
export type Walker = 'anonymous' | DemoRole;

/**
 * One page of the web app's route table and who uses it. `pattern` is the table's path below the
 * locale base ('' is the home page). A pattern with parameters is opened through a link the walk
 * met on an earlier page (a demo record that walker can see); `open` names the path instead where
 * no page links to it.
 */
export type RouteUse = {
  pattern: string;
  usedBy: readonly Walker[];
  /**
   * Who runs axe on the page, at both widths: the first walker for the page itself, any other for
   * a variant of its content that the first does not show (the reason beside it). Each is one of
   * `usedBy`; the others pass through the page only when it links to a page they audit.
   */
  auditedBy: readonly Walker[];
  open?: string;
  /**
   * Buttons (by their names) that open a dialog on the page, opened by the page's first auditor,
   * at the width the page was left at, or on a phone where only a phone shows the button.
   */
  dialogs?: { buttons: readonly string[]; onPhone?: true };
};

const family: readonly Walker[] = ['anonymous', 'user'];
const everyAccount: readonly DemoRole[] = [
  'admin',
  'user',
  'agency',
  'agency-agent',
  'provider',
  'partner',
  'partner-agent',
  'caregiver',
];
const agencyStaff: readonly DemoRole[] = ['admin', 'agency', 'agency-agent'];
const partnerStaff: readonly DemoRole[] = ['partner', 'partner-agent'];
const patientReaders: readonly DemoRole[] = [...agencyStaff, ...partnerStaff, 'caregiver'];
const bookingReaders: readonly DemoRole[] = [...agencyStaff, ...partnerStaff];
const hubReaders: readonly DemoRole[] = [...bookingReaders, 'caregiver'];

/**
 * Every page of the route table, in the order a walker opens them: a list before the records it
 * links to, a record before its edit page. `routeInventory.test.ts` in the web app fails when the
 * route table gains or loses a page this list does not, so a new page is walked from its first day.
 *
 * Who audits what (docs/decisions.md, "The axe walk in the suite's time"): every page once, at
 * both widths, by one role that uses it, the pages spread over the roles; every account audits
 * its own signed-in home, whose frame (menu, side bar) differs by role; a second auditor only
 * where the page shows that role different parts (its reason beside it); each dialog once.
 */
export const ROUTE_USES: readonly RouteUse[] = [
  // Signed in, the header holds the account menu instead of "Sign in".
  { pattern: '', usedBy: family, auditedBy: ['anonymous', 'user'] },
  { pattern: 'sign-in', usedBy: ['anonymous'], auditedBy: ['anonymous'] },
  { pattern: 'forgot-password', usedBy: ['anonymous'], auditedBy: ['anonymous'] },
  { pattern: 'reset-password', usedBy: ['anonymous'], auditedBy: ['anonymous'] },
  // A mail's unsubscribe link; without a token it says the link is not valid.
  { pattern: 'unsubscribe', usedBy: ['anonymous'], auditedBy: ['anonymous'] },
  // The place page stores its place as the search, so the searches after it show results.
  {
    pattern: 'locations/:province/:city',
    usedBy: family,
    auditedBy: ['anonymous'],
    open: 'locations/ontario/toronto',
  },
  {
    pattern: 'homecare',
    usedBy: family,
    auditedBy: ['anonymous'],
    dialogs: { buttons: ['Filters'], onPhone: true },
  },
  { pattern: 'homecare/listings/:listingId', usedBy: family, auditedBy: ['anonymous'] },
  // Signed in, the form starts with the family member's own name and email.
  { pattern: 'homecare/listings/:listingId/request-care', usedBy: family, auditedBy: ['user'] },
  { pattern: 'shared-living', usedBy: family, auditedBy: ['user'] },
  { pattern: 'shared-living/listings/:listingId', usedBy: family, auditedBy: ['user'] },
  {
    pattern: 'shared-living/listings/:listingId/request-care',
    usedBy: family,
    auditedBy: ['anonymous'],
  },
  { pattern: 'shared-living/become-a-host', usedBy: family, auditedBy: ['anonymous'] },
  // The family member's stored day-program search names a place the gazetteer does not know, so
  // their page shows the unknown place and its closest matches instead of results.
  { pattern: 'day-program', usedBy: family, auditedBy: ['anonymous', 'user'] },
  { pattern: 'day-program/listings/:listingId', usedBy: family, auditedBy: ['anonymous'] },
  {
    pattern: 'day-program/listings/:listingId/request-care',
    usedBy: family,
    auditedBy: ['anonymous'],
  },
  // Linked from every page's footer: organisations deciding whether to join.
  { pattern: 'pricing', usedBy: ['anonymous'], auditedBy: ['anonymous'] },
  { pattern: '*', usedBy: ['anonymous'], auditedBy: ['anonymous'], open: 'no-such-page' },

  { pattern: 'user', usedBy: everyAccount, auditedBy: everyAccount },
  { pattern: 'user/profile', usedBy: everyAccount, auditedBy: ['user'] },
  { pattern: 'user/notifications', usedBy: everyAccount, auditedBy: ['agency'] },
  { pattern: 'user/sign-ins', usedBy: everyAccount, auditedBy: ['provider'] },
  {
    pattern: 'user/users',
    usedBy: ['admin', 'agency'],
    auditedBy: ['admin'],
    dialogs: { buttons: ['Add user'] },
  },
  { pattern: 'user/users/:userId', usedBy: ['admin', 'agency'], auditedBy: ['agency'] },
  { pattern: 'user/audit-log', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/reviews/reported', usedBy: ['admin'], auditedBy: ['admin'] },
  {
    pattern: 'user/reference',
    usedBy: ['admin'],
    auditedBy: ['admin'],
    dialogs: { buttons: ['Add entry'] },
  },
  {
    pattern: 'user/billing/products',
    usedBy: ['admin'],
    auditedBy: ['admin'],
    dialogs: { buttons: ['Add product'] },
  },
  {
    pattern: 'user/billing/tax-rates',
    usedBy: ['admin'],
    auditedBy: ['admin'],
    dialogs: { buttons: ['Add a rate'] },
  },
  { pattern: 'user/billing/subscriptions', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/billing/payments', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/billing', usedBy: ['agency', 'partner'], auditedBy: ['agency'] },
  // A family sees its own issued invoices: no drafts, filters of payers, export or actions.
  {
    pattern: 'user/invoices',
    usedBy: [...agencyStaff, 'user'],
    auditedBy: ['agency', 'user'],
  },
  // The walk opens the list's last link: the demo's oldest invoice, a draft the agency may issue.
  {
    pattern: 'user/invoices/:invoiceId',
    usedBy: [...agencyStaff, 'user'],
    auditedBy: ['agency', 'user'],
    dialogs: { buttons: ['Issue invoice'] },
  },
  // The family's portal: the people the demo family follows, then one of them.
  { pattern: 'user/my-care', usedBy: ['user'], auditedBy: ['user'] },
  { pattern: 'user/my-care/patients/:patientId', usedBy: ['user'], auditedBy: ['user'] },
  // Opened from the agency's mail; without its token it says to open the mail's link again.
  {
    pattern: 'user/my-care/accept',
    usedBy: ['user'],
    auditedBy: ['user'],
    open: 'user/my-care/accept',
  },
  // Opened from a plan card; without a plan chosen it says how to choose one.
  {
    pattern: 'user/billing/checkout',
    usedBy: ['agency', 'partner'],
    auditedBy: ['agency'],
    open: 'user/billing/checkout',
  },
  { pattern: 'user/agencies', usedBy: everyAccount, auditedBy: ['provider'] },
  { pattern: 'user/agencies/new', usedBy: ['admin'], auditedBy: ['admin'] },
  // An administrator also sees the agency's standing and the actions that change it.
  { pattern: 'user/agencies/:agencyId', usedBy: everyAccount, auditedBy: ['provider', 'admin'] },
  // An owner edits only their own agency, which the list does not put last; the admin walks the
  // same form.
  { pattern: 'user/agencies/:agencyId/edit', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/coordinators', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  { pattern: 'user/coordinators/new', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/coordinators/:id', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  { pattern: 'user/coordinators/:id/edit', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/payers', usedBy: agencyStaff, auditedBy: ['agency'] },
  { pattern: 'user/payers/new', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/payers/:id', usedBy: agencyStaff, auditedBy: ['agency'] },
  { pattern: 'user/payers/:id/edit', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/caregivers', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  { pattern: 'user/caregivers/new', usedBy: ['admin', 'agency'], auditedBy: ['agency'] },
  {
    pattern: 'user/caregivers/:caregiverId',
    usedBy: agencyStaff,
    auditedBy: ['admin'],
    dialogs: { buttons: ['Add document'] },
  },
  {
    pattern: 'user/caregivers/:caregiverId/edit',
    usedBy: ['admin', 'agency'],
    auditedBy: ['agency'],
  },
  // A caregiver's list holds only the patients they care for.
  { pattern: 'user/patients', usedBy: patientReaders, auditedBy: ['partner-agent', 'caregiver'] },
  { pattern: 'user/patients/new', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  // A caregiver reads the record without the actions that change it.
  {
    pattern: 'user/patients/:patientId',
    usedBy: patientReaders,
    auditedBy: ['admin', 'caregiver'],
    dialogs: { buttons: ['Add contact'] },
  },
  { pattern: 'user/patients/:patientId/edit', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  // A caregiver records the doses they give; staff manage the medications.
  {
    pattern: 'user/patients/:patientId/mar',
    usedBy: patientReaders,
    auditedBy: ['admin', 'caregiver'],
    dialogs: { buttons: ['Add medication'] },
  },
  {
    pattern: 'user/patients/:patientId/notes',
    usedBy: patientReaders,
    auditedBy: ['partner-agent'],
  },
  // The family reaches its thread from the family portal; the agency from the patient's record.
  {
    pattern: 'user/patients/:patientId/messages',
    usedBy: [...agencyStaff, 'user'],
    auditedBy: ['agency'],
  },
  { pattern: 'user/assessments', usedBy: bookingReaders, auditedBy: ['partner'] },
  { pattern: 'user/assessments/new', usedBy: agencyStaff, auditedBy: ['agency'] },
  { pattern: 'user/assessments/:assessmentId', usedBy: bookingReaders, auditedBy: ['partner'] },
  { pattern: 'user/assessments/:assessmentId/edit', usedBy: agencyStaff, auditedBy: ['agency'] },
  { pattern: 'user/schedule', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  { pattern: 'user/my-shifts', usedBy: ['caregiver'], auditedBy: ['caregiver'] },
  // The demo caregiver's hours of the last pay period (the timesheets demo seeds them).
  { pattern: 'user/my-hours', usedBy: ['caregiver'], auditedBy: ['caregiver'] },
  // The demo caregiver's own profile at the demo agency, with its documents.
  { pattern: 'user/my-profile', usedBy: ['caregiver'], auditedBy: ['caregiver'] },
  // The demo day program's sheet of today (its last five program days are seeded before it).
  { pattern: 'user/attendance', usedBy: ['provider'], auditedBy: ['provider'] },
  // The last pay period's timesheets (the demo seeds one), and a caregiver's, linked from it.
  { pattern: 'user/timesheets', usedBy: agencyStaff, auditedBy: ['agency'] },
  {
    pattern: 'user/timesheets/:caregiverId',
    usedBy: ['agency', 'agency-agent'],
    auditedBy: ['agency-agent'],
  },
  // The office's queue of visit exceptions, and the owner's fence and windows behind it.
  { pattern: 'user/visit-exceptions', usedBy: agencyStaff, auditedBy: ['agency'] },
  // Invoice runs: the page that starts one and lists them, and one run (the walk runs an empty
  // period first).
  { pattern: 'user/invoice-runs', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  { pattern: 'user/invoice-runs/:runId', usedBy: agencyStaff, auditedBy: ['agency'] },
  {
    pattern: 'user/visit-verification',
    usedBy: ['admin', 'agency'],
    auditedBy: ['agency'],
    open: 'user/visit-verification',
  },
  // Care billing: payments received (and the dialog recording one), receivables, settings.
  {
    pattern: 'user/care-payments',
    usedBy: agencyStaff,
    auditedBy: ['agency-agent'],
    dialogs: { buttons: ['Record a payment'] },
  },
  { pattern: 'user/receivables', usedBy: agencyStaff, auditedBy: ['agency'] },
  { pattern: 'user/billing-settings', usedBy: agencyStaff, auditedBy: ['agency'] },
  // Reports: a partner's list holds their referrals only; a report opens from the list's link.
  {
    pattern: 'user/reports',
    usedBy: [...agencyStaff, ...partnerStaff],
    auditedBy: ['agency', 'partner'],
  },
  { pattern: 'user/reports/:type', usedBy: agencyStaff, auditedBy: ['agency'] },
  // Staff see the postings they sent; a caregiver sees the offers made to them.
  {
    pattern: 'user/postings',
    usedBy: [...agencyStaff, 'caregiver'],
    auditedBy: ['agency', 'caregiver'],
  },
  { pattern: 'user/care-requests', usedBy: agencyStaff, auditedBy: ['agency'] },
  { pattern: 'user/care-requests/:careRequestId', usedBy: agencyStaff, auditedBy: ['agency'] },
  { pattern: 'user/listings', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  { pattern: 'user/listings/new', usedBy: agencyStaff, auditedBy: ['agency-agent'] },
  // An admin's list of listings first asks which agency's; its staff walk the same editor.
  {
    pattern: 'user/listings/:listingId',
    usedBy: ['agency', 'agency-agent'],
    auditedBy: ['agency-agent'],
  },
  { pattern: 'user/shared-living/hubs', usedBy: hubReaders, auditedBy: ['partner-agent'] },
  {
    pattern: 'user/shared-living/hubs/new',
    usedBy: ['admin', 'agency', 'partner'],
    auditedBy: ['partner'],
  },
  {
    pattern: 'user/shared-living/hubs/:hubId',
    usedBy: hubReaders,
    auditedBy: ['admin'],
    dialogs: { buttons: ['Add cluster'] },
  },
  {
    pattern: 'user/shared-living/hubs/:hubId/members',
    usedBy: hubReaders,
    auditedBy: ['caregiver'],
  },
  {
    pattern: 'user/shared-living/hubs/:hubId/events',
    usedBy: hubReaders,
    auditedBy: ['admin'],
    dialogs: { buttons: ['New event'] },
  },
  {
    pattern: 'user/shared-living/hubs/:hubId/notes',
    usedBy: ['admin', 'partner'],
    auditedBy: ['partner'],
  },
  {
    pattern: 'user/shared-living/hubs/:hubId/clusters/:clusterId/notes',
    usedBy: ['admin', 'partner'],
    auditedBy: ['admin'],
  },
  {
    pattern: 'user/shared-living/hubs/:hubId/edit',
    usedBy: ['admin', 'partner'],
    auditedBy: ['partner'],
  },
  { pattern: 'user/shared-living/referrals', usedBy: bookingReaders, auditedBy: ['partner-agent'] },
  { pattern: 'user/shared-living/referrals/new', usedBy: bookingReaders, auditedBy: ['agency'] },
  {
    pattern: 'user/shared-living/referrals/:referralId',
    usedBy: bookingReaders,
    auditedBy: ['partner'],
  },
  {
    pattern: 'user/shared-living/referrals/:referralId/edit',
    usedBy: bookingReaders,
    auditedBy: ['partner'],
    // The first demo referral (Grace Whitfield's, open, the partner's own): the walk reaches a
    // referral through the board's last card, a closed one, whose page offers no edit.
    open: 'user/shared-living/referrals/1/edit',
  },
  { pattern: 'user/shared-living/host-leads', usedBy: ['admin'], auditedBy: ['admin'] },
  { pattern: 'user/*', usedBy: ['admin'], auditedBy: ['admin'], open: 'user/no-such-page' },
];

/** The pages one walker uses, in walking order. */
export const routesUsedBy = (walker: Walker): RouteUse[] =>
  ROUTE_USES.filter((use) => use.usedBy.includes(walker));

/** A step of a walk: a page to open, audited or only passed through for its links. */
export type WalkStep = { use: RouteUse; audit: boolean };

/** The part of the app a page belongs to: a list, its records and their pages go together. */
function areaOf(pattern: string): string {
  const segments = pattern.split('/');
  const depth = segments[0] !== 'user' ? 1 : segments[1] === 'shared-living' ? 3 : 2;
  return segments.slice(0, depth).join('/');
}

/** A page with ids is reached through a link met on the area's pages before it. */
const needsALink = (use: RouteUse) => use.pattern.includes(':') && use.open === undefined;

/**
 * One area's steps for a walker: the pages it audits, and before them the area's other pages it
 * uses, passed through for the links to the records it audits. Nothing after its last audit.
 */
function areaSteps(walker: Walker, uses: readonly RouteUse[]): WalkStep[] {
  const steps: WalkStep[] = [];
  uses.forEach((use, index) => {
    const audit = use.auditedBy.includes(walker);
    const linksNeededLater = uses
      .slice(index + 1)
      .some((later) => later.auditedBy.includes(walker) && needsALink(later));
    if (audit || linksNeededLater) {
      steps.push({ use, audit });
    }
  });
  return steps;
}

/**
 * A walker's steps in walks of at most `auditsPerWalk` audited pages (more only when one area
 * alone has more), each walk whole areas, so every record page follows, in the same walk, the
 * list that links to it.
 */
export function walksOf(walker: Walker, auditsPerWalk: number): WalkStep[][] {
  const areas = new Map<string, RouteUse[]>();
  for (const use of routesUsedBy(walker)) {
    const area = areaOf(use.pattern);
    areas.set(area, [...(areas.get(area) ?? []), use]);
  }
  const audits = (steps: readonly WalkStep[]) => steps.filter((step) => step.audit).length;
  const walks: WalkStep[][] = [];
  for (const uses of areas.values()) {
    const steps = areaSteps(walker, uses);
    if (steps.length === 0) {
      continue;
    }
    const current = walks.at(-1);
    if (current !== undefined && audits(current) + audits(steps) <= auditsPerWalk) {
      current.push(...steps);
    } else {
      walks.push(steps);
    }
  }
  return walks;
}
