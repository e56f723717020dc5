import { verifiedMinutes } from './billedTime.ts';

// An invoice run bills only what the record proves. A visit that cannot be billed as it stands
// is listed as an exception for the agency to resolve, never dropped or billed silently.

/** Why a visit cannot be billed as it stands. Labelled by the care billing screens' own words. */
export const VisitBillingException = {
  /** Checked in, never checked out: the length of the visit is unknown. */
  missingCheckOut: 'missingCheckOut',
  /** Checked out with no check-in on record: the length of the visit is unknown. */
  missingCheckIn: 'missingCheckIn',
  /** Changed after it was billed: the invoice no longer matches the record. */
  editedAfterBilling: 'editedAfterBilling',
  /** An EVV exception on the visit is still open. */
  unverified: 'unverified',
  /** The assessment has no rate or no rate unit to charge it at. */
  noRate: 'noRate',
} as const;
export type VisitBillingException =
  (typeof VisitBillingException)[keyof typeof VisitBillingException];

/** What billing needs of a visit; the invoice run builds it from the shift and its EVV record. */
export type BillableVisitFacts = {
  checkInAt: string | null;
  checkOutAt: string | null;
  /** The last change to the visit's times or verification, null when never changed. */
  lastEditedAt: string | null;
  /** When the visit was last put on an invoice, null when never billed. */
  billedAt: string | null;
  hasOpenEvvException: boolean;
  hasRate: boolean;
};

export type VisitBillability =
  | { outcome: 'billable'; verifiedMinutes: number }
  | { outcome: 'exception'; exceptions: VisitBillingException[] }
  /** Never checked in or out: a missed visit, which the shifts' missed-visit alerts follow up. */
  | { outcome: 'notDelivered' };

const isAfter = (later: string, earlier: string): boolean =>
  new Date(later).getTime() > new Date(earlier).getTime();

function exceptionsOf(visit: BillableVisitFacts): VisitBillingException[] {
  const exceptions: VisitBillingException[] = [];
  if (visit.checkInAt !== null && visit.checkOutAt === null) {
    exceptions.push(VisitBillingException.missingCheckOut);
  }
  if (visit.checkInAt === null) {
    exceptions.push(VisitBillingException.missingCheckIn);
  }
  const { lastEditedAt, billedAt } = visit;
  if (billedAt !== null && lastEditedAt !== null && isAfter(lastEditedAt, billedAt)) {
    exceptions.push(VisitBillingException.editedAfterBilling);
  }
  if (visit.hasOpenEvvException) {
    exceptions.push(VisitBillingException.unverified);
  }
  if (!visit.hasRate) {
    exceptions.push(VisitBillingException.noRate);
  }
  return exceptions;
}

/**
 * Whether a visit can be billed, with its verified minutes, or every reason it cannot (all of
 * them, so the agency resolves them in one pass). Billable means checked in and out, verified,
 * priced, and not changed since it was last billed.
 */
export function visitBillability(visit: BillableVisitFacts): VisitBillability {
  const { checkInAt, checkOutAt } = visit;
  if (checkInAt === null && checkOutAt === null) {
    return { outcome: 'notDelivered' };
  }
  const exceptions = exceptionsOf(visit);
  if (exceptions.length > 0 || checkInAt === null || checkOutAt === null) {
    return { outcome: 'exception', exceptions };
  }
  return { outcome: 'billable', verifiedMinutes: verifiedMinutes(checkInAt, checkOutAt) };
}
