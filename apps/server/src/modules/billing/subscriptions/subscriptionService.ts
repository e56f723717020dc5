import {
  addDays,
  anchorDayOf,
  careDay,
  InvoiceSchedule,
  isRecurringUnit,
  type OrganisationRef,
  PaymentMode,
  periodEnd,
  type QuoteRequest,
  type SubscriptionCancel,
  type SubscriptionCreate,
  type SubscriptionListQuery,
  SubscriptionStatus,
  SubscriptionValidation,
  UnitOfMeasure,
} from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { violatedConstraint } from '../../../platform/db/constraints.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import type { ChargedMethod, SavedPaymentMethod } from '../gateway/index.ts';
import { canActForOrganisation, canManageBilling, ownedOrganisation } from '../policy.ts';
import type { ProductRepo, ProductRow } from '../products/productRepo.ts';
import type { TaxRateRepo, TaxRateRow } from '../taxRates/taxRateRepo.ts';
import { priceWithTax } from './invoicing.ts';
import { issuePeriodOnce, issueWithAudit } from './issuing.ts';
import { columnsOf, organisationOf } from './organisationColumns.ts';
import { allowedOrganisationFilter } from './organisationFilter.ts';
import type { PaymentRepo, PaymentRow } from './paymentRepo.ts';
import type { SubscriptionRepo, SubscriptionRow } from './subscriptionRepo.ts';

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });

const noSubscription = () => new AppError('not_found', 'subscription_not_found');

const liveSubscriptionIndexes = new Set([
  'subscriptions_live_agency_unique',
  'subscriptions_live_partner_unique',
]);

/** The first period: the free trial when the product has one, else a paid period from today. */
function firstPeriod(product: ProductRow, today: string) {
  if (product.trialDays > 0) {
    const trialEnd = addDays(today, product.trialDays);
    return { status: SubscriptionStatus.trialing, start: today, end: trialEnd, trialEnd };
  }
  const unit = UnitOfMeasure.schema.parse(product.unitOfMeasure);
  const end = periodEnd(today, unit, anchorDayOf(today));
  return { status: SubscriptionStatus.active, start: today, end, trialEnd: null };
}

/** What a checked subscription request comes to (see `order`). */
export type Order = { organisation: OrganisationRef; product: ProductRow; rate: TaxRateRow };

/** The payment method saved on the gateway, stored with the subscription for its renewals. */
export type SavedMethod = SavedPaymentMethod & ChargedMethod;

export type Opening = Order & {
  /** As asked, or as a checkout kept them. */
  terms: { paymentMode: number; invoiceSchedule: number; country: string; province: string };
  createdBy: number | null;
  method: SavedMethod | null;
  now: Date;
};

const savedMethodColumns = (method: SavedMethod) => ({
  gatewayCustomerRef: method.customerRef,
  paymentMethodRef: method.methodRef,
  paymentMethodType: method.type,
  cardType: method.cardType,
  paymentMethodLast4: method.last4,
});

/** A second live subscription of one organisation, as the 409 the caller is given. */
export function asLiveSubscriptionConflict(error: unknown): unknown {
  return liveSubscriptionIndexes.has(violatedConstraint(error) ?? '')
    ? new AppError('conflict', 'live_subscription_exists')
    : error;
}

export type Dependencies = {
  subscriptions: SubscriptionRepo;
  payments: PaymentRepo;
  products: ProductRepo;
  taxRates: TaxRateRepo;
};

/**
 * `onlinePaymentConfigured`: whether card and debit can be bought (on the gateway's checkout) or
 * this installation has no gateway.
 */
export function createSubscriptionService(
  db: Database,
  deps: Dependencies,
  onlinePaymentConfigured = false,
) {
  async function productOnSale(productId: number): Promise<ProductRow> {
    const product = await deps.products.find(productId);
    if (product === undefined || product.retiredAt !== null) {
      throw invalid('productId', SubscriptionValidation.noSuchProduct);
    }
    return product;
  }

  async function rateToday(region: { country: string; province: string }, today: string) {
    const rate = await deps.taxRates.rateAt(region, today);
    if (rate === undefined) {
      throw invalid('province', SubscriptionValidation.noTaxRate);
    }
    return rate;
  }

  /** Whose subscription a request is about: an owner's own, or the one an administrator names. */
  async function subscriber(actor: Actor, named: OrganisationRef | undefined) {
    if (canManageBilling(actor)) {
      if (named === undefined) {
        throw invalid('organisation', SubscriptionValidation.organisationRequired);
      }
      if (!(await deps.subscriptions.organisationExists(named))) {
        throw invalid('organisation.id', SubscriptionValidation.noSuchOrganisation);
      }
      return named;
    }
    const owned = ownedOrganisation(actor);
    if (owned === null || (named !== undefined && !canActForOrganisation(actor, named))) {
      throw new AppError('forbidden', 'own_organisation_subscribes');
    }
    return owned;
  }

  /**
   * Checks a subscription request, whatever the way of paying: who may buy, that the product is on
   * sale to that kind of organisation and renews, and the billing address's tax rate today.
   */
  async function order(actor: Actor, input: SubscriptionCreate, now: Date): Promise<Order> {
    const organisation = await subscriber(actor, input.organisation);
    const product = await productOnSale(input.productId);
    if (!product.buyerKinds.includes(organisation.kind)) {
      throw invalid('productId', SubscriptionValidation.productNotForKind);
    }
    if (!isRecurringUnit(UnitOfMeasure.schema.parse(product.unitOfMeasure))) {
      throw invalid('productId', SubscriptionValidation.productNotRecurring);
    }
    const rate = await rateToday(input, careDay(now));
    return { organisation, product, rate };
  }

  /**
   * Creates a subscription and its audit row in `tx`; in advance billing the first paid period is
   * invoiced at once, a trial is free. A second live subscription of the organisation violates a
   * unique index (see `asLiveSubscriptionConflict`).
   */
  async function open(tx: Transaction, context: AuditContext, opening: Opening) {
    const { organisation, product, rate, terms, now } = opening;
    const today = careDay(now);
    const unit = UnitOfMeasure.schema.parse(product.unitOfMeasure);
    const period = firstPeriod(product, today);
    const subscription = await deps.subscriptions.insert(tx, {
      ...columnsOf(organisation),
      productId: product.id,
      status: period.status,
      paymentMode: terms.paymentMode,
      invoiceSchedule: terms.invoiceSchedule,
      unitOfMeasure: unit,
      country: terms.country,
      province: terms.province,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      anchorDay: anchorDayOf(period.trialEnd ?? today),
      trialEnd: period.trialEnd,
      createdBy: opening.createdBy,
      ...(opening.method === null ? {} : savedMethodColumns(opening.method)),
    });
    await writeAudit(tx, context, {
      action: 'billing.subscription.created',
      subjectType: 'subscription',
      subjectId: subscription.id,
      agencyId: subscription.agencyId,
      details: { productId: product.id, paymentMode: terms.paymentMode },
    });
    const billNow =
      period.status === SubscriptionStatus.active &&
      terms.invoiceSchedule === InvoiceSchedule.advance;
    const payment = billNow
      ? await issueWithAudit(tx, deps.payments, context, {
          subscription,
          product,
          rate,
          period,
          issuedAt: now,
          issuedOn: today,
        })
      : undefined;
    return { subscription, payment };
  }

  return {
    /** Price and tax of a product on sale for a billing address, at today's rate. */
    async quote(input: QuoteRequest, now: Date = new Date()) {
      const product = await productOnSale(input.productId);
      const today = careDay(now);
      const rate = await rateToday(input, today);
      return { product, rate, today, priced: priceWithTax(product, rate) };
    },

    async list(actor: Actor, query: SubscriptionListQuery) {
      const { page, perPage, ...filter } = query;
      return deps.subscriptions.page(allowedOrganisationFilter(actor, filter), { page, perPage });
    },

    order,
    open,

    /**
     * Subscribes an organisation by invoice. Card and debit are bought on the gateway's hosted
     * checkout page (`useCheckout`), or refused when this installation has no gateway.
     */
    async subscribe(
      actor: Actor,
      input: SubscriptionCreate,
      context: AuditContext,
      now: Date = new Date(),
    ): Promise<SubscriptionRow> {
      const checked = await order(actor, input, now);
      if (input.paymentMode !== PaymentMode.invoice) {
        throw invalid(
          'paymentMode',
          onlinePaymentConfigured
            ? SubscriptionValidation.useCheckout
            : SubscriptionValidation.paymentNotConfigured,
        );
      }
      const opening = { ...checked, terms: input, createdBy: actor.userId, method: null, now };
      try {
        const opened = await db.transaction((tx) => open(tx, context, opening));
        return opened.subscription;
      } catch (error) {
        throw asLiveSubscriptionConflict(error);
      }
    },

    /**
     * Cancels at the period's end (it runs out, nothing more is billed) or now (access ends now;
     * nothing is refunded and issued invoices stand).
     */
    cancel(
      actor: Actor,
      id: number,
      input: SubscriptionCancel,
      context: AuditContext,
      now: Date = new Date(),
    ): Promise<SubscriptionRow> {
      return db.transaction(async (tx) => {
        const row = await deps.subscriptions.findForUpdate(tx, id);
        if (row === undefined || !canActForOrganisation(actor, organisationOf(row))) {
          throw noSubscription();
        }
        if (row.status === SubscriptionStatus.cancelled) {
          throw new AppError('conflict', 'subscription_cancelled');
        }
        const changed = await deps.subscriptions.update(
          tx,
          id,
          input.atPeriodEnd
            ? { cancelAtPeriodEnd: true }
            : { status: SubscriptionStatus.cancelled, cancelledAt: now },
        );
        await writeAudit(tx, context, {
          action: 'billing.subscription.cancelled',
          subjectType: 'subscription',
          subjectId: id,
          agencyId: row.agencyId,
          details: { atPeriodEnd: input.atPeriodEnd },
        });
        return changed;
      });
    },

    /**
     * Invoices every live subscription billed after the fact whose current period has ended by
     * `at`, at the product's price and the tax of the day of issue. The renewal job calls it; a
     * period already invoiced is skipped, so running it twice, or twice at once, bills once.
     */
    async invoiceEndedPeriods(at: Date): Promise<PaymentRow[]> {
      const today = careDay(at);
      const due = await deps.subscriptions.endedIncurredPeriods(today, InvoiceSchedule.incurred);
      const issued: PaymentRow[] = [];
      for (const candidate of due) {
        const payment = await db.transaction(async (tx) => {
          const subscription = await deps.subscriptions.findForUpdate(tx, candidate.id);
          const stillDue =
            subscription !== undefined &&
            subscription.status !== SubscriptionStatus.cancelled &&
            subscription.currentPeriodEnd <= today;
          if (!stillDue) {
            return undefined;
          }
          const period = {
            start: subscription.currentPeriodStart,
            end: subscription.currentPeriodEnd,
          };
          return issuePeriodOnce(tx, deps, subscription, period, { at, on: today });
        });
        if (payment !== undefined) {
          issued.push(payment);
        }
      }
      return issued;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
