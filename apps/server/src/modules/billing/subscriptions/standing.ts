import { BuyerKind, SubscriptionStatus, standingStatus } from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import { holdAgencyListings, releaseAgencyListings } from '../../marketplace/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import { organisationOf } from './organisationColumns.ts';
import type { PaymentRow } from './paymentRepo.ts';
import { pastDueNotice, paymentRecoveredNotice } from './renewalNotices.ts';
import type { RenewalRepo } from './renewalRepo.ts';
import type { SubscriptionRepo, SubscriptionRow } from './subscriptionRepo.ts';

export type StandingDependencies = {
  subscriptions: SubscriptionRepo;
  renewals: RenewalRepo;
  notifier: Notifier;
};

/**
 * A subscription's standing as its payments fall overdue or are settled: past due, its agency's
 * marketplace listings held, and back to active, listings released. Each change writes its audit
 * row in the caller's transaction, which runs through the notifier so the owner is told only of
 * what committed.
 */
export function createStanding({ subscriptions, renewals, notifier }: StandingDependencies) {
  async function setStatus(
    tx: Transaction,
    subscription: SubscriptionRow,
    hasOverdue: boolean,
    context: AuditContext,
  ): Promise<boolean> {
    const status = standingStatus(SubscriptionStatus.schema.parse(subscription.status), hasOverdue);
    if (status === subscription.status) {
      return false;
    }
    await subscriptions.update(tx, subscription.id, { status });
    await writeAudit(tx, context, {
      action: hasOverdue ? 'billing.subscription.pastDue' : 'billing.subscription.reinstated',
      subjectType: 'subscription',
      subjectId: subscription.id,
      agencyId: subscription.agencyId,
    });
    return true;
  }

  /**
   * The agency's listings are held while it owes any overdue payment, of this subscription or an
   * earlier one: cancelling does not lift the hold, paying or voiding what is overdue does.
   */
  async function holdWhileOwing(tx: Transaction, subscription: SubscriptionRow): Promise<void> {
    const organisation = organisationOf(subscription);
    if (organisation.kind === BuyerKind.agency) {
      const owing = await renewals.agencyOwes(tx, organisation.id);
      await (owing ? holdAgencyListings : releaseAgencyListings)(tx, organisation.id);
    }
  }

  const ownersOf = (tx: Transaction, subscription: SubscriptionRow) =>
    notifier.organisationOwners(tx, organisationOf(subscription));

  return {
    transaction: notifier.transaction,

    /** Locks a payment's subscription before the payment is changed (the renewal job's order). */
    async lock(tx: Transaction, subscriptionId: number): Promise<void> {
      await subscriptions.findForUpdate(tx, subscriptionId);
    },

    /** Payments left unpaid too long: the subscription falls past due and the owner is told. */
    async fellOverdue(
      tx: Transaction,
      subscription: SubscriptionRow,
      overdue: readonly PaymentRow[],
      context: AuditContext,
      at: Date,
    ): Promise<void> {
      const [first] = overdue;
      if (first === undefined) {
        return;
      }
      await renewals.markOverdue(
        tx,
        overdue.map((payment) => payment.id),
        at,
      );
      await holdWhileOwing(tx, subscription);
      if (await setStatus(tx, subscription, true, context)) {
        await notifier.notify(tx, await ownersOf(tx, subscription), pastDueNotice(first));
      }
    },

    /**
     * A payment was paid or voided: active again when no other payment holds the subscription
     * past due. The owner told of a failure or of past due hears that the payment arrived.
     */
    async settled(
      tx: Transaction,
      payment: PaymentRow,
      hadFailed: boolean,
      context: AuditContext,
    ): Promise<void> {
      const subscription = await subscriptions.findForUpdate(tx, payment.subscriptionId);
      if (subscription === undefined) {
        return;
      }
      const hasOverdue = await renewals.hasOverduePayment(tx, subscription.id);
      await setStatus(tx, subscription, hasOverdue, context);
      await holdWhileOwing(tx, subscription);
      if (hadFailed && payment.paidAt !== null) {
        await notifier.notify(
          tx,
          await ownersOf(tx, subscription),
          paymentRecoveredNotice(payment),
        );
      }
    },
  };
}

export type Standing = ReturnType<typeof createStanding>;
