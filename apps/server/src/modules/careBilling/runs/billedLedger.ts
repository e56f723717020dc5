import type { CareInvoiceLineKind } from '@hearth/domain';

// What an agency has already billed, so a run bills nothing twice: every line of its invoices
// that are not voided, apart from the drafts the run replaces. A draft counts as billed (it may
// still be issued) but has no issue time, so a later change to its visit is no exception.

export type BilledLineRow = {
  kind: CareInvoiceLineKind;
  assessmentId: number | null;
  referralId: number | null;
  shiftId: number | null;
  serviceDate: string;
  amountCents: number;
  /** When its invoice was issued; null while a draft. */
  issuedAt: Date | null;
};

export type BilledPeriodLine = { issuedAt: Date | null; amountCents: number };

const periodKey = (assessmentId: number, kind: CareInvoiceLineKind, serviceDate: string) =>
  `${assessmentId}:${kind}:${serviceDate}`;

const earlier = (a: Date | null, b: Date | null): Date | null => {
  if (a === null || b === null) {
    return a ?? b;
  }
  return a < b ? a : b;
};

export function billedLedgerOf(rows: readonly BilledLineRow[]) {
  const visits = new Map<number, Date | null>();
  const periods = new Map<string, BilledPeriodLine>();
  const placementPeriods = new Set<string>();
  for (const row of rows) {
    if (row.referralId !== null) {
      placementPeriods.add(`${row.referralId}:${row.serviceDate}`);
    } else if (row.shiftId !== null) {
      const known = visits.get(row.shiftId);
      visits.set(row.shiftId, known === undefined ? row.issuedAt : earlier(known, row.issuedAt));
    } else if (row.assessmentId !== null) {
      // A split period line is on two invoices: together they are what was billed.
      const key = periodKey(row.assessmentId, row.kind, row.serviceDate);
      const known = periods.get(key);
      periods.set(key, {
        issuedAt: known ? earlier(known.issuedAt, row.issuedAt) : row.issuedAt,
        amountCents: (known?.amountCents ?? 0) + row.amountCents,
      });
    }
  }
  return {
    /** When a visit was first billed: undefined if never, null while only on a draft. */
    visit: (shiftId: number): Date | null | undefined => visits.get(shiftId),
    /** A day, advance or true-up line of an assessment's period (by its service day). */
    periodLine: (assessmentId: number, kind: CareInvoiceLineKind, serviceDate: string) =>
      periods.get(periodKey(assessmentId, kind, serviceDate)),
    /** Whether a placement's period (by its first day) is on an invoice already. */
    placementPeriod: (referralId: number, periodStart: string): boolean =>
      placementPeriods.has(`${referralId}:${periodStart}`),
  };
}

export type BilledLedger = ReturnType<typeof billedLedgerOf>;
