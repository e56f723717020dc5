import { randomUUID } from 'node:crypto';
import {
  type CheckoutCreate,
  type CheckoutSession,
  CheckoutStatus,
  Currency,
  InvoiceSchedule,
  localeBase,
  type PaymentMethodType,
  PaymentMode,
  SubscriptionValidation,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import type { PaymentGateway } from '../gateway/index.ts';
import { canActForOrganisation } from '../policy.ts';
import { priceWithTax } from '../subscriptions/invoicing.ts';
import { columnsOf, organisationOf } from '../subscriptions/organisationColumns.ts';
import type { SubscriptionService } from '../subscriptions/subscriptionService.ts';
import type { CheckoutRepo, CheckoutRow } from './checkoutRepo.ts';

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });

const methodTypes: Partial<Record<PaymentMode, PaymentMethodType>> = {
  [PaymentMode.creditCard]: 'card',
  [PaymentMode.preAuthorizedDebit]: 'acssDebit',
};

export function checkoutSessionDto(row: CheckoutRow): CheckoutSession {
  return {
    sessionId: row.gatewaySessionId,
    url: row.status === CheckoutStatus.enum.open ? row.url : null,
    status: CheckoutStatus.parse(row.status),
    subscriptionId: row.subscriptionId,
    paymentId: row.paymentId,
  };
}

export type CheckoutDependencies = {
  subscriptions: SubscriptionService;
  checkouts: CheckoutRepo;
  gateway: PaymentGateway;
  /** Where the buyer comes back to after the hosted page. */
  publicUrl: string;
};

/** Card and debit purchases on the gateway's hosted page; its webhook finishes them. */
export function createCheckoutService(db: Database, deps: CheckoutDependencies) {
  return {
    /**
     * Checks the purchase as a subscription would be, then opens the gateway's hosted page: it
     * charges the first period (billed in advance) or only saves the method (a trial, or billing
     * after the fact, which renewals charge).
     */
    async start(
      actor: Actor,
      input: CheckoutCreate,
      context: AuditContext,
      now: Date = new Date(),
    ): Promise<CheckoutRow> {
      const methodType = methodTypes[input.paymentMode];
      if (methodType === undefined) {
        throw invalid('paymentMode', SubscriptionValidation.checkoutNeedsOnlinePayment);
      }
      if (!deps.gateway.configured) {
        throw invalid('paymentMode', SubscriptionValidation.paymentNotConfigured);
      }
      const { organisation, product, rate } = await deps.subscriptions.order(actor, input, now);
      const currency = Currency.schema.parse(product.currency);
      if (methodType === 'acssDebit' && currency !== Currency.canadianDollar) {
        throw invalid('paymentMode', SubscriptionValidation.debitOnlyInCad);
      }
      if (await deps.checkouts.hasLiveSubscription(organisation)) {
        throw new AppError('conflict', 'live_subscription_exists');
      }
      const chargesNow =
        product.trialDays === 0 && input.invoiceSchedule === InvoiceSchedule.advance;
      const description = `Hearth – ${product.names[input.locale]}`;
      const billingPage = `${deps.publicUrl}${localeBase(input.locale)}/user/billing`;
      const reference = randomUUID();
      const started = await deps.gateway.startCheckout({
        checkoutRef: reference,
        methodType,
        firstCharge: chargesNow
          ? { amountCents: priceWithTax(product, rate).totalCents, currency, description }
          : null,
        currency,
        customerEmail: await deps.checkouts.emailOf(actor.userId),
        locale: input.locale,
        // Stripe fills in the session's id on the success URL only; a buyer who turns back before
        // paying lands on the Billing page as they left it (the open checkout expires unpaid).
        successUrl: `${billingPage}?checkout={CHECKOUT_SESSION_ID}`,
        cancelUrl: billingPage,
      });
      return db.transaction(async (tx) => {
        const row = await deps.checkouts.insert(tx, {
          reference,
          gatewaySessionId: started.sessionId,
          url: started.url,
          ...columnsOf(organisation),
          productId: product.id,
          paymentMode: input.paymentMode,
          invoiceSchedule: input.invoiceSchedule,
          country: input.country,
          province: input.province,
          createdBy: actor.userId,
        });
        await writeAudit(tx, context, {
          action: 'billing.checkout.started',
          subjectType: 'checkoutSession',
          subjectId: row.id,
          agencyId: row.agencyId,
          details: { productId: product.id, paymentMode: input.paymentMode },
        });
        return row;
      });
    },

    /** A checkout's state; another organisation's answers 404, as if it did not exist. */
    async status(actor: Actor, sessionId: string): Promise<CheckoutRow> {
      const row = await deps.checkouts.findBySession(sessionId);
      if (row === undefined || !canActForOrganisation(actor, organisationOf(row))) {
        throw new AppError('not_found', 'checkout_not_found');
      }
      return row;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
