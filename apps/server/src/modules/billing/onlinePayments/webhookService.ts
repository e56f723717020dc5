import { careDay, PaymentFlag } from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CompletedCheckout, GatewayEvent, PaymentGateway } from '../gateway/index.ts';
import type { ProductRepo } from '../products/productRepo.ts';
import type { Collection } from '../subscriptions/index.ts';
import { organisationOf } from '../subscriptions/organisationColumns.ts';
import type { SubscriptionRepo } from '../subscriptions/subscriptionRepo.ts';
import {
  asLiveSubscriptionConflict,
  type SubscriptionService,
} from '../subscriptions/subscriptionService.ts';
import type { TaxRateRepo } from '../taxRates/taxRateRepo.ts';
import type { CheckoutRepo, CheckoutRow } from './checkoutRepo.ts';
import { gatewayPaymentRepo as payments } from './gatewayPaymentRepo.ts';

export type WebhookDependencies = {
  subscriptions: SubscriptionService;
  subscriptionRows: SubscriptionRepo;
  collection: Collection;
  checkouts: CheckoutRepo;
  products: ProductRepo;
  taxRates: TaxRateRepo;
  gateway: PaymentGateway;
};

/** Whether the event was applied now, or had been before (a replay, which changes nothing). */
export type Applied = 'applied' | 'replayed';

/**
 * Applies the gateway's verified webhook events. Each event's id is stored in the transaction of
 * its effect, so a replayed event, or two deliveries at once, change things once.
 */
export function createWebhookService(deps: WebhookDependencies) {
  /** The buyer finished the hosted page: the subscription starts, its first payment paid. */
  async function completeCheckout(
    tx: Transaction,
    checkout: CompletedCheckout,
    requestId: string,
    now: Date,
  ): Promise<void> {
    const row = await deps.checkouts.findForCompletion(
      tx,
      checkout.checkoutRef,
      checkout.sessionId,
    );
    if (row === undefined || row.status !== 'open') {
      return;
    }
    // The buyer acted; the gateway only reports it.
    const context: AuditContext = { actorUserId: row.createdBy, ip: null, requestId };
    const product = await deps.products.find(row.productId);
    const rate = await deps.taxRates.rateAt(row, careDay(now));
    if (product === undefined || rate === undefined) {
      throw new Error('a checkout lost its product or tax rate');
    }
    const opening = {
      organisation: organisationOf(row),
      product,
      rate,
      terms: row,
      createdBy: row.createdBy,
      method: checkout.method,
      now,
    };
    let opened: Awaited<ReturnType<SubscriptionService['open']>>;
    try {
      opened = await tx.transaction((savepoint) =>
        deps.subscriptions.open(savepoint, context, opening),
      );
    } catch (error) {
      if (!(asLiveSubscriptionConflict(error) instanceof AppError)) {
        throw error;
      }
      await refundDuplicate(tx, row, checkout, context, now);
      return;
    }
    const { subscription, payment } = opened;
    if (payment !== undefined && checkout.charge !== null) {
      await payments.attachCharge(tx, payment.id, {
        paymentRef: checkout.charge.paymentRef,
        cardBrand: checkout.method.cardType,
        cardLast4: checkout.method.last4,
        paidAt: checkout.charge.settled ? now : null,
      });
      if (checkout.charge.settled) {
        await writeAudit(tx, context, {
          action: 'billing.subscriptionPayment.paidOnline',
          subjectType: 'subscriptionPayment',
          subjectId: payment.id,
          agencyId: payment.agencyId,
          details: { invoiceNumber: payment.invoiceNumber, totalCents: payment.totalCents },
        });
      }
    }
    await deps.checkouts.complete(tx, row.id, {
      subscriptionId: subscription.id,
      paymentId: payment?.id ?? null,
    });
  }

  /**
   * The organisation got a live subscription while this checkout was open (two owners, two tabs):
   * a second one is never made. The charge is refunded in full, inside the transaction, so a
   * failed refund leaves the event unapplied and the gateway delivers it again.
   */
  async function refundDuplicate(
    tx: Transaction,
    row: CheckoutRow,
    checkout: CompletedCheckout,
    context: AuditContext,
    now: Date,
  ): Promise<void> {
    if (checkout.charge !== null) {
      await deps.gateway.refund({
        paymentRef: checkout.charge.paymentRef,
        idempotencyKey: `duplicate-checkout-${row.reference}`,
      });
    }
    await deps.checkouts.complete(tx, row.id, {
      subscriptionId: null,
      paymentId: null,
      refundedAsDuplicateAt: now,
    });
    await writeAudit(tx, context, {
      action: 'billing.checkout.refundedDuplicate',
      subjectType: 'checkoutSession',
      subjectId: row.id,
      agencyId: row.agencyId,
      details: { charged: checkout.charge !== null },
    });
  }

  /**
   * A gateway payment still unpaid, with its subscription: the subscription locked first, then the
   * payment, in the renewal job's order, so the two never wait on each other.
   */
  async function lockedUnpaid(tx: Transaction, paymentRef: string) {
    const subscriptionId = await payments.subscriptionOfRef(tx, paymentRef);
    if (subscriptionId === undefined) {
      return undefined;
    }
    const subscription = await deps.subscriptionRows.findForUpdate(tx, subscriptionId);
    const payment = await payments.findUnpaidByRef(tx, paymentRef);
    return subscription === undefined || payment === undefined
      ? undefined
      : { subscription, payment };
  }

  /** A debit that was processing settled: its payment is paid from now, past due lifted. */
  async function settle(tx: Transaction, paymentRef: string, requestId: string, now: Date) {
    const locked = await lockedUnpaid(tx, paymentRef);
    if (locked === undefined) {
      return;
    }
    const { payment } = locked;
    await payments.markSettled(tx, payment.id, now);
    await deps.collection.settledLater(tx, { ...payment, status: PaymentFlag.paid, paidAt: now });
    await writeAudit(
      tx,
      { actorUserId: null, ip: null, requestId },
      {
        action: 'billing.subscriptionPayment.paidOnline',
        subjectType: 'subscriptionPayment',
        subjectId: payment.id,
        agencyId: payment.agencyId,
        details: { invoiceNumber: payment.invoiceNumber, totalCents: payment.totalCents },
      },
    );
  }

  /** A debit or charge failed later: a failed try of the dunning, retried or past due. */
  async function noteFailure(
    tx: Transaction,
    paymentRef: string,
    declineCode: string,
    requestId: string,
    now: Date,
  ) {
    const locked = await lockedUnpaid(tx, paymentRef);
    if (locked === undefined) {
      return;
    }
    const { subscription, payment } = locked;
    await writeAudit(
      tx,
      { actorUserId: null, ip: null, requestId },
      {
        action: 'billing.subscriptionPayment.failedOnline',
        subjectType: 'subscriptionPayment',
        subjectId: payment.id,
        agencyId: payment.agencyId,
        details: { invoiceNumber: payment.invoiceNumber, declineCode },
      },
    );
    await deps.collection.failedLater(tx, subscription, payment, { paymentRef, declineCode }, now);
  }

  return {
    apply(event: GatewayEvent, requestId: string, now: Date = new Date()): Promise<Applied> {
      // Through the notifier's transaction: a debit's late failure tells the owner after commit.
      return deps.collection.transaction(async (tx) => {
        const type = event.kind === 'other' ? event.type : event.kind;
        if (!(await deps.checkouts.recordEvent(tx, event.id, type))) {
          return 'replayed';
        }
        switch (event.kind) {
          case 'checkoutCompleted':
            await completeCheckout(tx, event.checkout, requestId, now);
            break;
          case 'checkoutExpired':
            await deps.checkouts.expire(tx, event.sessionId);
            break;
          case 'paymentSettled':
            await settle(tx, event.paymentRef, requestId, now);
            break;
          case 'paymentFailed':
            await noteFailure(tx, event.paymentRef, event.declineCode, requestId, now);
            break;
          case 'other':
            break;
        }
        return 'applied';
      });
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
