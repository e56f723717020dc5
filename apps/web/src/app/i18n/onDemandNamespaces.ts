/**
 * The words of care delivery (visits, their verification, the MAR, the care plan, postings,
 * notes), of the records it is about (agencies and the directory, caregivers, patients,
 * bookings), of shared living (hubs, their members and events, referrals) and of the people and
 * audit pages (`admin`), shown only in the signed-in area and on many of its pages: fetched with
 * the area itself, whatever page of it opens first, so a public page never downloads them.
 */
export const SIGNED_IN_NAMESPACES = [
  'admin',
  'shifts',
  'visitVerification',
  'medications',
  'tasks',
  'directory',
  'caregivers',
  'patients',
  'assessments',
  'postings',
  'notes',
  'hubs',
  'hubMembers',
  'hubEvents',
  'referrals',
  // The family's portal, My care, and the family's dashboard on the signed-in home.
  'family',
  'messages',
] as const;

/**
 * Namespaces no public page needs: the signed-in area's above, and those of pages few visitors
 * open (the pricing page and the administrators' billing screens, checkout and the owners'
 * billing (`subscriptions`), the agencies' listing editor, invoice runs, care invoices and
 * payments, the caregiver timesheets, the signed-in home's dashboard, the reports, a day
 * program's attendance, a listing's reviews, which its page fetches after the listing
 * itself, and the server's messages, fetched with the first error the server answers with
 * (`api/client.ts`)). Each is built
 * into a chunk of its own and fetched with the first page that needs it
 * (`app/routing/pageWithWords.ts`), so the words every page downloads with its language do not
 * grow with them. Shared by the build and `loadLocale.ts`.
 */
export const ON_DEMAND_NAMESPACES = [
  ...SIGNED_IN_NAMESPACES,
  'billing',
  'subscriptions',
  'listingEditor',
  'invoices',
  'timesheets',
  'invoiceRuns',
  'carePayments',
  'dashboard',
  'reports',
  'attendance',
  'reviews',
  'serverMessages',
] as const;

export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

export const isOnDemand = (namespace: string): namespace is OnDemandNamespace =>
  (ON_DEMAND_NAMESPACES as readonly string[]).includes(namespace);
