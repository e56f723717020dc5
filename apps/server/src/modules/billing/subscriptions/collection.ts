import type { AuditAction } from '@hearth/domain';
import {
  afterChargeAttempt,
  Currency,
  careDay,
  PaymentFlag,
  PaymentMethodType,
  PaymentMode,
} from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Notifier } from '../../notifications/index.ts';
import type {
  ChargeOutcome,
  PaymentGateway,
  SavedPaymentMethod,
} from '../gateway/paymentGateway.ts';
import { systemContext } from './issuing.ts';
import { organisationOf } from './organisationColumns.ts';
import type { PaymentInsert, PaymentRow } from './paymentRepo.ts';
import { paymentFailedNotice } from './renewalNotices.ts';
import type { RenewalRepo } from './renewalRepo.ts';
import type { Standing } from './standing.ts';
import type { SubscriptionRow } from './subscriptionRepo.ts';

export type CollectionDependencies = {
  renewals: RenewalRepo;
  notifier: Notifier;
  gateway: PaymentGateway;
  standing: Standing;
};

/** The card or bank account saved at checkout, or null (invoice mode, or none saved yet). */
export function savedMethodOf(subscription: SubscriptionRow): SavedPaymentMethod | null {
  const type = PaymentMethodType.safeParse(subscription.paymentMethodType);
  if (
    subscription.paymentMode === PaymentMode.invoice ||
    subscription.gatewayCustomerRef === null ||
    subscription.paymentMethodRef === null ||
    !type.success
  ) {
    return null;
  }
  return {
    customerRef: subscription.gatewayCustomerRef,
    methodRef: subscription.paymentMethodRef,
    type: type.data,
  };
}

/**
 * Charges a subscription's saved method for one payment and records what came of it: paid,
 * settling (a debit the bank confirms later), or a failed attempt that dunning tries again or
 * turns past due. The idempotency key names the payment and the attempt, so a run that dies after
 * the gateway answered and is run again gets the same answer instead of a second charge.
 */
export function createCollection({
  renewals,
  notifier,
  gateway,
  standing,
}: CollectionDependencies) {
  async function recordAttempt(
    tx: Transaction,
    payment: PaymentRow,
    action: AuditAction,
    values: Partial<PaymentInsert>,
  ): Promise<PaymentRow> {
    const updated = await renewals.updatePayment(tx, payment.id, values);
    await writeAudit(tx, systemContext, {
      action,
      subjectType: 'subscriptionPayment',
      subjectId: payment.id,
      agencyId: payment.agencyId,
      details: { invoiceNumber: payment.invoiceNumber, attempt: updated.chargeAttempts },
    });
    return updated;
  }

  async function failed(
    tx: Transaction,
    subscription: SubscriptionRow,
    payment: PaymentRow,
    outcome: Extract<ChargeOutcome, { kind: 'declined' | 'requiresAction' }>,
    attempt: number,
    at: Date,
  ): Promise<void> {
    const today = careDay(at);
    const step = afterChargeAttempt(outcome.kind, attempt, today);
    const updated = await recordAttempt(tx, payment, 'billing.subscriptionPayment.chargeFailed', {
      chargeAttempts: attempt,
      gatewayPaymentRef: outcome.paymentRef ?? payment.gatewayPaymentRef,
      nextChargeOn: step.kind === 'retry' ? step.nextAttemptOn : null,
    });
    if (step.kind === 'retry') {
      const owners = await notifier.organisationOwners(tx, organisationOf(subscription));
      await notifier.notify(tx, owners, paymentFailedNotice(updated, step.nextAttemptOn));
    } else {
      await standing.fellOverdue(tx, subscription, [updated], systemContext, at);
    }
  }

  return {
    /** Whether renewals can be charged at all: not on an installation without gateway keys. */
    enabled: gateway.configured,

    /** A transaction whose notifications go out once it commits (see `Notifier.transaction`). */
    transaction: standing.transaction,

    async charge(
      tx: Transaction,
      subscription: SubscriptionRow,
      method: SavedPaymentMethod,
      payment: PaymentRow,
      at: Date,
    ): Promise<void> {
      const attempt = payment.chargeAttempts + 1;
      const outcome = await gateway.chargeSavedMethod({
        method,
        amountCents: payment.totalCents,
        currency: Currency.schema.parse(payment.currency),
        idempotencyKey: `subscription-payment-${payment.id}-attempt-${attempt}`,
        description: payment.invoiceNumber,
      });
      switch (outcome.kind) {
        case 'paid': {
          const paid = await recordAttempt(tx, payment, 'billing.subscriptionPayment.charged', {
            status: PaymentFlag.paid,
            paidAt: at,
            chargeAttempts: attempt,
            nextChargeOn: null,
            gatewayPaymentRef: outcome.paymentRef,
            cardBrand: outcome.method.cardType,
            cardLast4: outcome.method.last4,
          });
          const hadFailed = payment.chargeAttempts > 0 || payment.overdueAt !== null;
          await standing.settled(tx, paid, hadFailed, systemContext);
          return;
        }
        case 'processing':
          await recordAttempt(tx, payment, 'billing.subscriptionPayment.chargeProcessing', {
            chargeAttempts: attempt,
            nextChargeOn: null,
            gatewayPaymentRef: outcome.paymentRef,
          });
          return;
        case 'declined':
        case 'requiresAction':
          await failed(tx, subscription, payment, outcome, attempt, at);
          return;
      }
    },

    /**
     * A debit the bank took as processing settled days later (the gateway's webhook); the caller
     * has marked the payment paid. The subscription is back in good standing if it was not.
     */
    async settledLater(tx: Transaction, paid: PaymentRow): Promise<void> {
      const hadFailed = paid.chargeAttempts > 1 || paid.overdueAt !== null;
      await standing.settled(tx, paid, hadFailed, systemContext);
    },

    /**
     * A debit the bank took as processing was refused days later: the try it was counts as a
     * failed one, retried or past due on the dunning's schedule as a declined card is.
     */
    async failedLater(
      tx: Transaction,
      subscription: SubscriptionRow,
      payment: PaymentRow,
      declined: { paymentRef: string; declineCode: string },
      at: Date,
    ): Promise<void> {
      const attempt = Math.max(payment.chargeAttempts, 1);
      await failed(tx, subscription, payment, { kind: 'declined', ...declined }, attempt, at);
    },
  };
}
