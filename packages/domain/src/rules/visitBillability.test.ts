import { describe, expect, it } from 'vitest';
import type { BillableVisitFacts } from './visitBillability.ts';
import { VisitBillingException, visitBillability } from './visitBillability.ts';

const verifiedVisit: BillableVisitFacts = {
  checkInAt: '2026-03-02T14:00:00Z',
  checkOutAt: '2026-03-02T16:07:00Z',
  lastEditedAt: null,
  billedAt: null,
  hasOpenEvvException: false,
  hasRate: true,
};

const exceptionsOf = (changes: Partial<BillableVisitFacts>) =>
  visitBillability({ ...verifiedVisit, ...changes });

describe('visit billability', () => {
  it('bills a verified, priced visit by its minutes from check-in to check-out', () => {
    expect(visitBillability(verifiedVisit)).toEqual({ outcome: 'billable', verifiedMinutes: 127 });
  });

  it('lists a visit without a check-out as an exception, never bills it', () => {
    expect(exceptionsOf({ checkOutAt: null })).toEqual({
      outcome: 'exception',
      exceptions: [VisitBillingException.missingCheckOut],
    });
  });

  it('lists a check-out without a check-in as an exception', () => {
    expect(exceptionsOf({ checkInAt: null })).toEqual({
      outcome: 'exception',
      exceptions: [VisitBillingException.missingCheckIn],
    });
  });

  it('leaves out a visit never checked in or out: it was missed, not delivered', () => {
    expect(exceptionsOf({ checkInAt: null, checkOutAt: null })).toEqual({
      outcome: 'notDelivered',
    });
  });

  it('lists a visit edited after it was billed, and bills one edited before', () => {
    const billedAt = '2026-03-03T09:00:00Z';
    expect(exceptionsOf({ billedAt, lastEditedAt: '2026-03-04T10:00:00Z' })).toEqual({
      outcome: 'exception',
      exceptions: [VisitBillingException.editedAfterBilling],
    });
    expect(exceptionsOf({ billedAt, lastEditedAt: '2026-03-02T17:00:00Z' }).outcome).toBe(
      'billable',
    );
    // The same instant written in another offset is not a later edit.
    expect(exceptionsOf({ billedAt, lastEditedAt: '2026-03-03T04:00:00-05:00' }).outcome).toBe(
      'billable',
    );
    expect(exceptionsOf({ lastEditedAt: '2026-03-04T10:00:00Z' }).outcome).toBe('billable');
  });

  it('lists a visit with an open EVV exception, or without a rate', () => {
    expect(exceptionsOf({ hasOpenEvvException: true })).toEqual({
      outcome: 'exception',
      exceptions: [VisitBillingException.unverified],
    });
    expect(exceptionsOf({ hasRate: false })).toEqual({
      outcome: 'exception',
      exceptions: [VisitBillingException.noRate],
    });
  });

  it('gives every reason at once, so the agency resolves them in one pass', () => {
    const result = exceptionsOf({
      checkOutAt: null,
      billedAt: '2026-03-03T09:00:00Z',
      lastEditedAt: '2026-03-05T09:00:00Z',
      hasOpenEvvException: true,
      hasRate: false,
    });
    expect(result).toEqual({
      outcome: 'exception',
      exceptions: [
        VisitBillingException.missingCheckOut,
        VisitBillingException.editedAfterBilling,
        VisitBillingException.unverified,
        VisitBillingException.noRate,
      ],
    });
  });
});
