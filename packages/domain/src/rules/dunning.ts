import { SubscriptionStatus } from '../enums/billing.ts';
import { addDays } from './subscriptionPeriods.ts';

// Dunning: what happens when a subscription payment is not paid. A saved card or bank account is
// charged on the day the payment is issued and, if that fails, twice more over the following
// week; an invoice is owed within its payment terms. After either, the subscription is past due
// (its organisation's marketplace listings are hidden) until the payment is made.

/** Days after the first charge on which a renewal payment is tried: three tries over a week. */
export const CHARGE_ATTEMPT_DAYS = [0, 3, 7] as const;

/** An invoice is due this many days after the day it was issued ("net 14"). */
export const INVOICE_PAYMENT_TERMS_DAYS = 14;

/** The owner is told this many days before a free trial ends that paid periods begin. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

/** How one charge of a saved payment method came out (the gateway's answer). */
export type ChargeResult = 'paid' | 'processing' | 'declined' | 'requiresAction';

export type DunningStep =
  | { kind: 'paid' }
  /** A debit accepted by the bank settles days later; the gateway's webhook tells the end. */
  | { kind: 'settling' }
  | { kind: 'retry'; nextAttemptOn: string }
  | { kind: 'pastDue' };

/**
 * What follows a charge attempt made on `day`, the `attempt`-th (from 1) of its payment. A
 * decline and a charge that needs the customer present (3-D Secure, which an off-session renewal
 * cannot complete) count alike: tried again on the schedule's next day, past due after the last.
 */
export function afterChargeAttempt(
  result: ChargeResult,
  attempt: number,
  day: string,
): DunningStep {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > CHARGE_ATTEMPT_DAYS.length) {
    throw new RangeError(`a payment is charged at most ${CHARGE_ATTEMPT_DAYS.length} times`);
  }
  switch (result) {
    case 'paid':
      return { kind: 'paid' };
    case 'processing':
      return { kind: 'settling' };
    case 'declined':
    case 'requiresAction': {
      const thisDay = CHARGE_ATTEMPT_DAYS[attempt - 1];
      const nextDay = CHARGE_ATTEMPT_DAYS[attempt];
      if (thisDay === undefined || nextDay === undefined) {
        return { kind: 'pastDue' };
      }
      return { kind: 'retry', nextAttemptOn: addDays(day, nextDay - thisDay) };
    }
  }
}

/** The last day an invoice issued on `issuedOn` may be paid before it is overdue. */
export const invoiceDueOn = (issuedOn: string): string =>
  addDays(issuedOn, INVOICE_PAYMENT_TERMS_DAYS);

/** Whether an unpaid invoice issued on `issuedOn` is overdue on `today` (the day after it was due). */
export const isInvoiceOverdue = (issuedOn: string, today: string): boolean =>
  today > invoiceDueOn(issuedOn);

/** Whether `today` falls in the few days before a trial's end when its owner is told. */
export const isTrialEndingSoon = (trialEnd: string, today: string): boolean =>
  today < trialEnd && today >= addDays(trialEnd, -TRIAL_ENDING_NOTICE_DAYS);

/**
 * A subscription's status once its payments have been looked at: past due while any payment is
 * overdue (dunning exhausted, or an invoice past its terms), active again when none is. A trial
 * owes nothing and a cancelled subscription stays cancelled.
 */
export function standingStatus(
  status: SubscriptionStatus,
  hasOverduePayment: boolean,
): SubscriptionStatus {
  if (status === SubscriptionStatus.cancelled || status === SubscriptionStatus.trialing) {
    return status;
  }
  return hasOverduePayment ? SubscriptionStatus.pastDue : SubscriptionStatus.active;
}
