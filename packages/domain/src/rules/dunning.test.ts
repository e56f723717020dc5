import { describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '../enums/billing.ts';
import {
  afterChargeAttempt,
  invoiceDueOn,
  isInvoiceOverdue,
  isTrialEndingSoon,
  standingStatus,
} from './dunning.ts';

describe('dunning of a saved payment method', () => {
  it('tries a declined charge again on day 3 and day 7, then makes it past due', () => {
    expect(afterChargeAttempt('declined', 1, '2026-12-30')).toStrictEqual({
      kind: 'retry',
      nextAttemptOn: '2027-01-02',
    });
    expect(afterChargeAttempt('declined', 2, '2027-01-02')).toStrictEqual({
      kind: 'retry',
      nextAttemptOn: '2027-01-06',
    });
    expect(afterChargeAttempt('declined', 3, '2027-01-06')).toStrictEqual({ kind: 'pastDue' });
  });

  it('counts a charge that needs the customer present as a failed attempt', () => {
    expect(afterChargeAttempt('requiresAction', 1, '2026-03-07')).toStrictEqual({
      kind: 'retry',
      nextAttemptOn: '2026-03-10',
    });
    expect(afterChargeAttempt('requiresAction', 3, '2026-03-14')).toStrictEqual({
      kind: 'pastDue',
    });
  });

  it('ends dunning when a charge is paid, on any attempt, and waits for a settling debit', () => {
    expect(afterChargeAttempt('paid', 1, '2026-03-07')).toStrictEqual({ kind: 'paid' });
    expect(afterChargeAttempt('paid', 3, '2026-03-14')).toStrictEqual({ kind: 'paid' });
    expect(afterChargeAttempt('processing', 2, '2026-03-10')).toStrictEqual({ kind: 'settling' });
  });

  it('refuses a fourth attempt or a nonsense attempt number', () => {
    expect(() => afterChargeAttempt('declined', 4, '2026-03-07')).toThrow(RangeError);
    expect(() => afterChargeAttempt('paid', 0, '2026-03-07')).toThrow(RangeError);
    expect(() => afterChargeAttempt('paid', 1.5, '2026-03-07')).toThrow(RangeError);
  });
});

describe('invoice terms', () => {
  it('makes an invoice due 14 days after issue and overdue the day after', () => {
    expect(invoiceDueOn('2026-12-20')).toBe('2027-01-03');
    expect(isInvoiceOverdue('2026-12-20', '2027-01-03')).toBe(false);
    expect(isInvoiceOverdue('2026-12-20', '2027-01-04')).toBe(true);
    expect(isInvoiceOverdue('2026-12-20', '2026-12-20')).toBe(false);
  });
});

describe('trial ending notice', () => {
  it('falls in the three days before the trial ends, not on its last day or after', () => {
    expect(isTrialEndingSoon('2026-04-10', '2026-04-06')).toBe(false);
    expect(isTrialEndingSoon('2026-04-10', '2026-04-07')).toBe(true);
    expect(isTrialEndingSoon('2026-04-10', '2026-04-09')).toBe(true);
    expect(isTrialEndingSoon('2026-04-10', '2026-04-10')).toBe(false);
  });
});

describe('standing', () => {
  it('is past due while a payment is overdue and active again when none is', () => {
    expect(standingStatus(SubscriptionStatus.active, true)).toBe(SubscriptionStatus.pastDue);
    expect(standingStatus(SubscriptionStatus.pastDue, true)).toBe(SubscriptionStatus.pastDue);
    expect(standingStatus(SubscriptionStatus.pastDue, false)).toBe(SubscriptionStatus.active);
    expect(standingStatus(SubscriptionStatus.active, false)).toBe(SubscriptionStatus.active);
  });

  it('leaves a trial and a cancelled subscription as they are', () => {
    expect(standingStatus(SubscriptionStatus.trialing, true)).toBe(SubscriptionStatus.trialing);
    expect(standingStatus(SubscriptionStatus.cancelled, false)).toBe(SubscriptionStatus.cancelled);
  });
});
