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
  open?: string;
  /** Buttons (by their names) that open a dialog on the page, and who opens them. */
  dialogs?: { buttons: readonly string[]; openedBy: Walker };
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
 */
export const ROUTE_USES: readonly RouteUse[] = [
  { pattern: '', usedBy: family },
  { pattern: 'sign-in', usedBy: ['anonymous'] },
  { pattern: 'forgot-password', usedBy: ['anonymous'] },
  { pattern: 'reset-password', usedBy: ['anonymous'] },
  // The place page stores its place as the search, so the searches after it show results.
  { pattern: 'locations/:province/:city', usedBy: family, open: 'locations/ontario/toronto' },
  { pattern: 'homecare', usedBy: family },
  { pattern: 'homecare/listings/:listingId', usedBy: family },
  { pattern: 'homecare/listings/:listingId/request-care', usedBy: family },
  { pattern: 'shared-living', usedBy: family },
  { pattern: 'shared-living/listings/:listingId', usedBy: family },
  { pattern: 'shared-living/listings/:listingId/request-care', usedBy: family },
  { pattern: 'shared-living/become-a-host', usedBy: family },
  { pattern: 'day-program', usedBy: family },
  { pattern: 'day-program/listings/:listingId', usedBy: family },
  { pattern: 'day-program/listings/:listingId/request-care', usedBy: family },
  { pattern: '*', usedBy: ['anonymous'], open: 'no-such-page' },

  { pattern: 'user', usedBy: everyAccount },
  { pattern: 'user/profile', usedBy: everyAccount },
  { pattern: 'user/sign-ins', usedBy: everyAccount },
  {
    pattern: 'user/users',
    usedBy: ['admin', 'agency'],
    dialogs: { buttons: ['Add user'], openedBy: 'admin' },
  },
  { pattern: 'user/users/:userId', usedBy: ['admin', 'agency'] },
  { pattern: 'user/audit-log', usedBy: ['admin'] },
  {
    pattern: 'user/reference',
    usedBy: ['admin'],
    dialogs: { buttons: ['Add entry'], openedBy: 'admin' },
  },
  { pattern: 'user/agencies', usedBy: everyAccount },
  { pattern: 'user/agencies/new', usedBy: ['admin'] },
  { pattern: 'user/agencies/:agencyId', usedBy: everyAccount },
  // An owner edits only their own agency, which the list does not put last; the admin walks the
  // same form.
  { pattern: 'user/agencies/:agencyId/edit', usedBy: ['admin'] },
  { pattern: 'user/coordinators', usedBy: agencyStaff },
  { pattern: 'user/coordinators/new', usedBy: ['admin'] },
  { pattern: 'user/coordinators/:id', usedBy: agencyStaff },
  { pattern: 'user/coordinators/:id/edit', usedBy: ['admin'] },
  { pattern: 'user/payers', usedBy: agencyStaff },
  { pattern: 'user/payers/new', usedBy: ['admin'] },
  { pattern: 'user/payers/:id', usedBy: agencyStaff },
  { pattern: 'user/payers/:id/edit', usedBy: ['admin'] },
  { pattern: 'user/caregivers', usedBy: agencyStaff },
  { pattern: 'user/caregivers/new', usedBy: ['admin', 'agency'] },
  {
    pattern: 'user/caregivers/:caregiverId',
    usedBy: agencyStaff,
    dialogs: { buttons: ['Add document'], openedBy: 'admin' },
  },
  { pattern: 'user/caregivers/:caregiverId/edit', usedBy: ['admin', 'agency'] },
  { pattern: 'user/patients', usedBy: patientReaders },
  { pattern: 'user/patients/new', usedBy: agencyStaff },
  {
    pattern: 'user/patients/:patientId',
    usedBy: patientReaders,
    dialogs: { buttons: ['Add contact'], openedBy: 'admin' },
  },
  { pattern: 'user/patients/:patientId/edit', usedBy: agencyStaff },
  {
    pattern: 'user/patients/:patientId/mar',
    usedBy: patientReaders,
    dialogs: { buttons: ['Add medication'], openedBy: 'admin' },
  },
  { pattern: 'user/patients/:patientId/notes', usedBy: patientReaders },
  { pattern: 'user/assessments', usedBy: bookingReaders },
  { pattern: 'user/assessments/new', usedBy: agencyStaff },
  { pattern: 'user/assessments/:assessmentId', usedBy: bookingReaders },
  { pattern: 'user/assessments/:assessmentId/edit', usedBy: agencyStaff },
  { pattern: 'user/schedule', usedBy: agencyStaff },
  { pattern: 'user/my-shifts', usedBy: ['caregiver'] },
  { pattern: 'user/postings', usedBy: [...agencyStaff, 'caregiver'] },
  { pattern: 'user/care-requests', usedBy: agencyStaff },
  { pattern: 'user/care-requests/:careRequestId', usedBy: agencyStaff },
  { pattern: 'user/listings', usedBy: agencyStaff },
  { pattern: 'user/listings/new', usedBy: agencyStaff },
  // An admin's list of listings first asks which agency's; its staff walk the same editor.
  { pattern: 'user/listings/:listingId', usedBy: ['agency', 'agency-agent'] },
  { pattern: 'user/shared-living/hubs', usedBy: hubReaders },
  { pattern: 'user/shared-living/hubs/new', usedBy: ['admin', 'agency', 'partner'] },
  {
    pattern: 'user/shared-living/hubs/:hubId',
    usedBy: hubReaders,
    dialogs: { buttons: ['Add cluster'], openedBy: 'admin' },
  },
  { pattern: 'user/shared-living/hubs/:hubId/members', usedBy: hubReaders },
  {
    pattern: 'user/shared-living/hubs/:hubId/events',
    usedBy: hubReaders,
    dialogs: { buttons: ['New event'], openedBy: 'admin' },
  },
  { pattern: 'user/shared-living/hubs/:hubId/notes', usedBy: ['admin', 'partner'] },
  {
    pattern: 'user/shared-living/hubs/:hubId/clusters/:clusterId/notes',
    usedBy: ['admin', 'partner'],
  },
  { pattern: 'user/shared-living/hubs/:hubId/edit', usedBy: ['admin', 'partner'] },
  { pattern: 'user/shared-living/referrals', usedBy: bookingReaders },
  { pattern: 'user/shared-living/referrals/new', usedBy: bookingReaders },
  { pattern: 'user/shared-living/referrals/:referralId', usedBy: bookingReaders },
  { pattern: 'user/shared-living/host-leads', usedBy: ['admin'] },
  { pattern: 'user/*', usedBy: ['admin'], open: 'user/no-such-page' },
];

/** The pages one walker opens, in walking order. */
export const routesUsedBy = (walker: Walker): RouteUse[] =>
  ROUTE_USES.filter((use) => use.usedBy.includes(walker));

/** The part of the app a page belongs to: a list, its records and their pages go together. */
function areaOf(pattern: string): string {
  const segments = pattern.split('/');
  const depth = segments[0] !== 'user' ? 1 : segments[1] === 'shared-living' ? 3 : 2;
  return segments.slice(0, depth).join('/');
}

/**
 * A walker's pages in walks of about `pagesPerWalk` pages, each walk whole areas, so every record
 * page follows, in the same walk, the list that links to it.
 */
export function walksOf(walker: Walker, pagesPerWalk: number): RouteUse[][] {
  const areas = new Map<string, RouteUse[]>();
  for (const use of routesUsedBy(walker)) {
    const area = areaOf(use.pattern);
    areas.set(area, [...(areas.get(area) ?? []), use]);
  }
  const walks: RouteUse[][] = [];
  for (const uses of areas.values()) {
    const current = walks.at(-1);
    if (current !== undefined && current.length + uses.length <= pagesPerWalk) {
      current.push(...uses);
    } else {
      walks.push([...uses]);
    }
  }
  return walks;
}
