import type { AuditAction } from '@hearth/domain';
import {
  addDays,
  careDay,
  INVOICE_PAYMENT_TERMS_DAYS,
  InvoiceSchedule,
  isInvoiceOverdue,
  isTrialEndingSoon,
  PaymentMode,
  periodEnd,
  SubscriptionStatus,
  TRIAL_ENDING_NOTICE_DAYS,
  UnitOfMeasure,
} from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { PaymentGateway } from '../gateway/paymentGateway.ts';
import { createCollection, savedMethodOf } from './collection.ts';
import { issuePeriodOnce, type PeriodIssuer, systemContext } from './issuing.ts';
import { organisationOf } from './organisationColumns.ts';
import { trialEndingNotice } from './renewalNotices.ts';
import type { RenewalRepo } from './renewalRepo.ts';
import { createStanding } from './standing.ts';
import type { SubscriptionRepo, SubscriptionRow } from './subscriptionRepo.ts';

export type RenewalDependencies = PeriodIssuer & {
  subscriptions: SubscriptionRepo;
  renewals: RenewalRepo;
  notifier: Notifier;
  /** The payment provider that charges saved cards and bank accounts. */
  gateway: PaymentGateway;
};

/** What one renewal run did; a subscription whose work failed is left for the next run. */
export type RenewalSummary = {
  /** Periods ended: renewed, a trial turned paid, or cancelled at its end. */
  periodsEnded: number;
  charges: number;
  fellOverdue: number;
  trialNotices: number;
  failures: { subscriptionId: number; error: unknown }[];
};

type Step = (tx: Transaction, subscription: SubscriptionRow) => Promise<number>;

export function createRenewalService(deps: RenewalDependencies) {
  const { subscriptions, renewals, notifier } = deps;
  const standing = createStanding(deps);
  const collection = createCollection({ ...deps, standing });

  /**
   * Runs a step for each subscription, each in its own transaction holding its row lock: two runs
   * at once queue on the lock and the second finds the work done; one failure is set aside and
   * the others go on.
   */
  async function eachSubscription(
    ids: readonly number[],
    step: Step,
    failures: RenewalSummary['failures'],
  ): Promise<number> {
    let done = 0;
    for (const id of ids) {
      try {
        done += await notifier.transaction(async (tx) => {
          const subscription = await subscriptions.findForUpdate(tx, id);
          const live =
            subscription !== undefined && subscription.status !== SubscriptionStatus.cancelled;
          return live ? step(tx, subscription) : 0;
        });
      } catch (error) {
        failures.push({ subscriptionId: id, error });
      }
    }
    return done;
  }

  /** Issues a period's payment once; a saved method is charged for it on the day of issue. */
  async function issue(
    tx: Transaction,
    subscription: SubscriptionRow,
    period: { start: string; end: string },
    at: Date,
    today: string,
  ): Promise<void> {
    const payment = await issuePeriodOnce(tx, deps, subscription, period, { at, on: today });
    if (payment !== undefined && savedMethodOf(subscription) !== null) {
      await renewals.updatePayment(tx, payment.id, { nextChargeOn: today });
    }
  }

  /**
   * Ends the current period: billed after the fact, it is invoiced now; then the subscription
   * ends (cancel at period end) or moves to its next period, which is invoiced now when billed in
   * advance. A trial's end starts the first paid period.
   */
  async function endPeriod(
    tx: Transaction,
    subscription: SubscriptionRow,
    at: Date,
    today: string,
  ): Promise<SubscriptionRow> {
    const ended = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
    const trial = subscription.status === SubscriptionStatus.trialing;
    if (!trial && subscription.invoiceSchedule === InvoiceSchedule.incurred) {
      await issue(tx, subscription, ended, at, today);
    }
    const audit = (action: AuditAction, changed: SubscriptionRow) =>
      writeAudit(tx, systemContext, {
        action,
        subjectType: 'subscription',
        subjectId: changed.id,
        agencyId: changed.agencyId,
        details: { periodStart: changed.currentPeriodStart, periodEnd: changed.currentPeriodEnd },
      });
    if (subscription.cancelAtPeriodEnd) {
      const cancelled = await subscriptions.update(tx, subscription.id, {
        status: SubscriptionStatus.cancelled,
        cancelledAt: at,
      });
      await audit('billing.subscription.ended', cancelled);
      return cancelled;
    }
    const unit = UnitOfMeasure.schema.parse(subscription.unitOfMeasure);
    const renewed = await subscriptions.update(tx, subscription.id, {
      status: trial ? SubscriptionStatus.active : subscription.status,
      currentPeriodStart: ended.end,
      currentPeriodEnd: periodEnd(ended.end, unit, subscription.anchorDay),
    });
    await audit(
      trial ? 'billing.subscription.trialEnded' : 'billing.subscription.renewed',
      renewed,
    );
    if (renewed.invoiceSchedule === InvoiceSchedule.advance) {
      const period = { start: renewed.currentPeriodStart, end: renewed.currentPeriodEnd };
      await issue(tx, renewed, period, at, today);
    }
    return renewed;
  }

  /** Every period ended by today, one by one: a job that was down catches up, billing each once. */
  const renewPeriods =
    (at: Date, today: string): Step =>
    async (tx, locked) => {
      let subscription = locked;
      let ended = 0;
      while (
        subscription.status !== SubscriptionStatus.cancelled &&
        subscription.currentPeriodEnd <= today
      ) {
        subscription = await endPeriod(tx, subscription, at, today);
        ended += 1;
      }
      return ended;
    };

  const collect =
    (at: Date, today: string): Step =>
    async (tx, subscription) => {
      const method = savedMethodOf(subscription);
      if (method === null) {
        return 0;
      }
      const due = await renewals.paymentsToCharge(tx, subscription.id, today);
      for (const payment of due) {
        await collection.charge(tx, subscription, method, payment, at);
      }
      return due.length;
    };

  const invoicesOverdue =
    (at: Date, today: string, cutoffDay: string): Step =>
    async (tx, subscription) => {
      const candidates = await renewals.overdueInvoicesOf(
        tx,
        subscription.id,
        PaymentMode.invoice,
        cutoffDay,
      );
      const overdue = candidates.filter((payment) =>
        isInvoiceOverdue(careDay(payment.issuedAt), today),
      );
      await standing.fellOverdue(tx, subscription, overdue, systemContext, at);
      return overdue.length > 0 ? 1 : 0;
    };

  const trialNotice =
    (at: Date, today: string): Step =>
    async (tx, subscription) => {
      const { trialEnd } = subscription;
      const due =
        subscription.status === SubscriptionStatus.trialing &&
        !subscription.cancelAtPeriodEnd &&
        subscription.trialNoticeAt === null &&
        trialEnd !== null &&
        isTrialEndingSoon(trialEnd, today);
      if (!due) {
        return 0;
      }
      await subscriptions.update(tx, subscription.id, { trialNoticeAt: at });
      const owners = await notifier.organisationOwners(tx, organisationOf(subscription));
      await notifier.notify(tx, owners, trialEndingNotice(trialEnd));
      return 1;
    };

  return {
    /**
     * The daily renewal as of `at` (days of the agencies' time zone): ends every period that has
     * ended, charges the saved methods whose charge is due, turns past due the invoices unpaid
     * past their terms, and tells owners of trials about to end.
     */
    async renewSubscriptions(at: Date): Promise<RenewalSummary> {
      const today = careDay(at);
      const failures: RenewalSummary['failures'] = [];
      const periodsEnded = await eachSubscription(
        await renewals.endedPeriods(today),
        renewPeriods(at, today),
        failures,
      );
      // Without gateway keys a saved method cannot be charged: its payments wait, unattempted.
      const charges = collection.enabled
        ? await eachSubscription(await renewals.chargesDue(today), collect(at, today), failures)
        : 0;
      const cutoffDay = addDays(today, -INVOICE_PAYMENT_TERMS_DAYS);
      const fellOverdue = await eachSubscription(
        await renewals.invoicesOverdue(PaymentMode.invoice, cutoffDay),
        invoicesOverdue(at, today, cutoffDay),
        failures,
      );
      const trialNotices = await eachSubscription(
        await renewals.trialsEnding(today, addDays(today, TRIAL_ENDING_NOTICE_DAYS)),
        trialNotice(at, today),
        failures,
      );
      return { periodsEnded, charges, fellOverdue, trialNotices, failures };
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
