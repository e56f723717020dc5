import { z } from 'zod';
import {
  BuyerKind,
  CardType,
  Currency,
  InvoiceSchedule,
  PaymentFlag,
  PaymentMode,
  SubscriptionStatus,
  UnitOfMeasure,
} from '../enums/billing.ts';
import { Locale } from '../enums/locale.ts';
import { Country } from '../enums/reference.ts';
import { regionCodeSchema, taxComponentSchema } from './billing.ts';
import { emptyAsUnset, pathId, positiveId, requiredText } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Field messages are translation keys of the web's `billing` namespace.
export const SubscriptionValidation = {
  /** Card and debit need the payment gateway, which this installation has not been given. */
  paymentNotConfigured: 'billing:validation.paymentNotConfigured',
  noSuchProduct: 'billing:validation.noSuchProduct',
  noSuchOrganisation: 'billing:validation.noSuchOrganisation',
  organisationKindRequired: 'billing:validation.organisationKindRequired',
  productNotForKind: 'billing:validation.productNotForKind',
  productNotRecurring: 'billing:validation.productNotRecurring',
  noTaxRate: 'billing:validation.noTaxRate',
  organisationRequired: 'billing:validation.organisationRequired',
  paidInFuture: 'billing:validation.paidInFuture',
  /** Card and debit are paid on the gateway's hosted checkout page, not through this call. */
  useCheckout: 'billing:validation.useCheckout',
  /** Only card and debit go through checkout: an invoice subscription is created directly. */
  checkoutNeedsOnlinePayment: 'billing:validation.checkoutNeedsOnlinePayment',
  /** Stripe's pre-authorized debit (ACSS) draws on Canadian accounts in Canadian dollars only. */
  debitOnlyInCad: 'billing:validation.debitOnlyInCad',
} as const;

/** How a payment method is kept by the gateway: a card, or a Canadian pre-authorized debit. */
export const PaymentMethodType = z.enum(['card', 'acssDebit']);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

/** The saved payment method renewals are charged to (card data itself never reaches Hearth). */
export const paymentMethodSchema = z.object({
  type: PaymentMethodType,
  /** The spec's card type; null for a debit, or a brand outside the spec's list. */
  cardType: CardType.schema.nullable(),
  last4: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const organisationRefSchema = z.object({
  kind: z.enum([BuyerKind.agency, BuyerKind.partner]),
  id: z.number().int(),
});
export type OrganisationRef = z.infer<typeof organisationRefSchema>;

/** The billing address the tax is charged for. */
const billingRegion = { country: Country.schema, province: regionCodeSchema };

// ----- quote -----

export const quoteRequestSchema = z.object({ productId: positiveId, ...billingRegion });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const taxLineSchema = taxComponentSchema.extend({ cents: z.number().int() });
export type TaxLineDto = z.infer<typeof taxLineSchema>;

export const quoteSchema = z.object({
  productId: z.number().int(),
  currency: Currency.schema,
  priceCents: z.number().int(),
  taxes: z.array(taxLineSchema),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** The day (agencies' time zone) whose tax rate was used. */
  taxDate: z.iso.date(),
});
export type Quote = z.infer<typeof quoteSchema>;

// ----- subscriptions -----

export const subscriptionCreateSchema = z.object({
  productId: positiveId,
  paymentMode: PaymentMode.schema,
  invoiceSchedule: InvoiceSchedule.schema,
  ...billingRegion,
  /** Whose subscription: an owner's own organisation when absent; administrators must name it. */
  organisation: z
    .object({ kind: z.enum([BuyerKind.agency, BuyerKind.partner]), id: positiveId })
    .optional(),
});
export type SubscriptionCreate = z.infer<typeof subscriptionCreateSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  productId: z.number().int(),
  status: SubscriptionStatus.schema,
  paymentMode: PaymentMode.schema,
  invoiceSchedule: InvoiceSchedule.schema,
  unitOfMeasure: UnitOfMeasure.schema,
  country: Country.schema,
  province: z.string(),
  /** First day of the current period, in the agencies' time zone. */
  currentPeriodStart: z.iso.date(),
  /** The day the current period ends (the next one starts), in the agencies' time zone. */
  currentPeriodEnd: z.iso.date(),
  trialEnd: z.iso.date().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
  /** The saved card or debit renewals are charged to; null in invoice mode. */
  paymentMethod: paymentMethodSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

// ----- checkout (card and debit, on the gateway's hosted page) -----

export const checkoutCreateSchema = subscriptionCreateSchema.extend({
  /** The page's locale: the hosted page and the way back speak it. */
  locale: Locale.schema,
});
export type CheckoutCreate = z.infer<typeof checkoutCreateSchema>;

export const CheckoutStatus = z.enum(['open', 'complete', 'expired']);
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;

export const checkoutSessionSchema = z.object({
  /** The gateway's id of the checkout session. */
  sessionId: z.string(),
  /** The hosted page to send the buyer to. */
  url: z.string().nullable(),
  /** `complete` once the gateway's signed webhook has confirmed it. */
  status: CheckoutStatus,
  subscriptionId: z.number().int().nullable(),
  /** The first period's payment (the receipt), when the checkout charged one. */
  paymentId: z.number().int().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const checkoutSessionParamsSchema = z.object({ sessionId: z.string().min(1).max(255) });

export const subscriptionIdParamsSchema = z.object({ subscriptionId: pathId });

export const subscriptionCancelSchema = z.object({
  /** true: keep it to the end of the paid period; false: end it now (no refund). */
  atPeriodEnd: z.boolean(),
});
export type SubscriptionCancel = z.infer<typeof subscriptionCancelSchema>;

export const subscriptionListQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({
    organisationKind: emptyAsUnset(z.enum([BuyerKind.agency, BuyerKind.partner])),
    organisationId: emptyAsUnset(pathId),
    status: emptyAsUnset(SubscriptionStatus.schema),
  });
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

// ----- subscription payments -----

export const subscriptionPaymentSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  subscriptionId: z.number().int(),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  amountCents: z.number().int(),
  /** The tax as it was at issue, copied onto the payment: later rate changes never alter it. */
  taxes: z.array(taxLineSchema),
  totalCents: z.number().int(),
  currency: Currency.schema,
  paymentMode: PaymentMode.schema,
  cardBrand: CardType.schema.nullable(),
  cardLast4: z.string().nullable(),
  status: PaymentFlag.schema,
  invoiceNumber: z.string(),
  issuedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  reference: z.string().nullable(),
  /** Why it was voided, or refunded. */
  voidReason: z.string().nullable(),
  /** When a paid card or debit payment was refunded (its status is then voided). */
  refundedAt: z.iso.datetime().nullable(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

export const subscriptionPaymentListQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({
    organisationKind: emptyAsUnset(z.enum([BuyerKind.agency, BuyerKind.partner])),
    organisationId: emptyAsUnset(pathId),
    status: emptyAsUnset(z.preprocess(Number, PaymentFlag.schema)),
    /** Issued on or after this day (agencies' time zone). */
    from: emptyAsUnset(z.iso.date()),
    /** Issued on or before this day (agencies' time zone). */
    to: emptyAsUnset(z.iso.date()),
  });
export type SubscriptionPaymentListQuery = z.infer<typeof subscriptionPaymentListQuerySchema>;

export const subscriptionPaymentIdParamsSchema = z.object({ paymentId: pathId });

/** The language of a payment's PDF; the request's own (Accept-Language) when absent. */
export const paymentDocumentQuerySchema = z.object({ locale: emptyAsUnset(Locale.schema) });

export const paymentRecordSchema = z.object({
  /** The cheque number, bank transfer reference or the like. */
  reference: requiredText(120),
  /** The day the money arrived, in the agencies' time zone. */
  paidOn: z.iso.date(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentVoidSchema = z.object({ reason: requiredText(500) });
export type PaymentVoid = z.infer<typeof paymentVoidSchema>;

/** A refund of a paid card or debit payment, in full, through the gateway. */
export const paymentRefundSchema = z.object({ reason: requiredText(500) });
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;
