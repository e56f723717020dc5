import {
  BuyerKind,
  Currency,
  InvoiceSchedule,
  PaymentFlag,
  PaymentMode,
  SubscriptionStatus,
  UnitOfMeasure,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import { agencies, partners } from './organisations.ts';
import type { ReferenceLabels } from './reference.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** One sales-tax component of a rate, its percent in thousandths (Quebec's QST 9.975 % is 9975). */
export type StoredTaxComponent = { name: string; rateThousandths: number };

// Append-only: a region's rate changes by a new row with a later `effective_from`, so an invoice
// that used a rate can always find it again. Nothing updates or deletes a row.
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    components: jsonb('components').$type<StoredTaxComponent[]>().notNull(),
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_rates_region_day_unique').on(
      table.country,
      table.province,
      table.effectiveFrom,
    ),
    check('tax_rates_components_array', sql`jsonb_typeof(${table.components}) = 'array'`),
  ],
);

export type ProductEntitlements = { listingSlots: number; staffSeats: number };

// The membership catalogue. A product is retired rather than deleted: subscriptions and invoices
// keep pointing at it.
export const membershipProducts = pgTable(
  'membership_products',
  {
    id: serial('id').primaryKey(),
    names: jsonb('names').$type<ReferenceLabels>().notNull(),
    descriptions: jsonb('descriptions').$type<ReferenceLabels>().notNull(),
    buyerKinds: text('buyer_kinds').array().notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    unitOfMeasure: smallint('unit_of_measure').notNull(),
    entitlements: jsonb('entitlements').$type<ProductEntitlements>().notNull(),
    trialDays: smallint('trial_days').notNull().default(0),
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('membership_products_price_idx').on(table.currency, table.priceCents),
    check('membership_products_price_cents', sql`${table.priceCents} >= 0`),
    check('membership_products_trial_days', sql`${table.trialDays} >= 0`),
    check('membership_products_currency_known', oneOf(table.currency, Currency.codes)),
    check('membership_products_unit_known', oneOf(table.unitOfMeasure, UnitOfMeasure.codes)),
    check(
      'membership_products_buyer_kinds_known',
      sql`cardinality(${table.buyerKinds}) > 0 AND ${table.buyerKinds} <@ ARRAY[${sql.raw(
        BuyerKind.codes.map((code) => `'${code}'`).join(', '),
      )}]::text[]`,
    ),
  ],
);

/** Which organisation holds a subscription or owes a payment: an agency or a partner, never both. */
const organisationColumns = {
  agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
  partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
};

// A membership an organisation holds. Periods are days of the agencies' time zone: a period runs
// from `current_period_start` up to, not including, `current_period_end`.
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    ...organisationColumns,
    productId: integer('product_id')
      .notNull()
      .references(() => membershipProducts.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    paymentMode: smallint('payment_mode').notNull(),
    invoiceSchedule: smallint('invoice_schedule').notNull(),
    unitOfMeasure: smallint('unit_of_measure').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    currentPeriodStart: date('current_period_start', { mode: 'string' }).notNull(),
    currentPeriodEnd: date('current_period_end', { mode: 'string' }).notNull(),
    /** The day of the month a monthly subscription renews on (the day it started). */
    anchorDay: smallint('anchor_day').notNull(),
    trialEnd: date('trial_end', { mode: 'string' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamptz('cancelled_at'),
    // The payment method saved at checkout and charged at each renewal, as the gateway names it
    // (card data never reaches Hearth): null in invoice mode.
    gatewayCustomerRef: text('gateway_customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    paymentMethodType: text('payment_method_type'),
    cardType: text('card_type'),
    /** The card's or the bank account's last four digits. */
    paymentMethodLast4: text('payment_method_last4'),
    /** When the owner was told the trial ends soon; told once. */
    trialNoticeAt: timestamptz('trial_notice_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_one_organisation',
      sql`num_nonnulls(${table.agencyId}, ${table.partnerId}) = 1`,
    ),
    check('subscriptions_status_known', oneOf(table.status, SubscriptionStatus.codes)),
    check('subscriptions_payment_mode_known', oneOf(table.paymentMode, PaymentMode.codes)),
    check('subscriptions_schedule_known', oneOf(table.invoiceSchedule, InvoiceSchedule.codes)),
    check(
      'subscriptions_period_order',
      sql`${table.currentPeriodStart} < ${table.currentPeriodEnd}`,
    ),
    // One live membership per organisation: a change of plan is a cancel and a new subscription.
    uniqueIndex('subscriptions_live_agency_unique')
      .on(table.agencyId)
      .where(sql`${table.status} <> 'cancelled' AND ${table.agencyId} IS NOT NULL`),
    uniqueIndex('subscriptions_live_partner_unique')
      .on(table.partnerId)
      .where(sql`${table.status} <> 'cancelled' AND ${table.partnerId} IS NOT NULL`),
  ],
);

/** A tax line as issued: its name, percent in thousandths and the cents it came to. */
export type IssuedTaxLine = { name: string; rateThousandths: number; cents: number };

// A payment owed or made for one period of a subscription (an invoice in invoice mode). The
// amounts and tax lines are copied at issue, so a later price or tax change never alters one.
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: serial('id').primaryKey(),
    ...organisationColumns,
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxLines: jsonb('tax_lines').$type<IssuedTaxLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    paymentMode: smallint('payment_mode').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    status: smallint('status').notNull().default(PaymentFlag.unpaid),
    invoiceNumber: text('invoice_number').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    paidAt: timestamptz('paid_at'),
    reference: text('reference'),
    voidReason: text('void_reason'),
    /** The gateway's payment (a Stripe PaymentIntent id) that paid it, for refunds. */
    gatewayPaymentRef: text('gateway_payment_ref'),
    refundedAt: timestamptz('refunded_at'),
    // Dunning of a saved method: the charges tried so far and the day of the next one (null when
    // none is due: paid, settling, invoice mode, or dunning exhausted).
    chargeAttempts: smallint('charge_attempts').notNull().default(0),
    nextChargeOn: date('next_charge_on', { mode: 'string' }),
    /** When this payment made its subscription past due (dunning exhausted, or overdue invoice). */
    overdueAt: timestamptz('overdue_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_payments_invoice_number_unique').on(table.invoiceNumber),
    // One payment per period of a subscription: a job that runs twice bills once.
    uniqueIndex('subscription_payments_period_unique').on(table.subscriptionId, table.periodStart),
    index('subscription_payments_issued_idx').on(table.issuedAt),
    index('subscription_payments_agency_idx').on(table.agencyId, table.issuedAt),
    index('subscription_payments_partner_idx').on(table.partnerId, table.issuedAt),
    // Administrators list by status ("everything owed"): the page and its count stay on the index
    // however rare the status is (docs/performance.md, "Subscription payments at scale"); the
    // renewal job finds the unpaid payments by day of issue on it too.
    index('subscription_payments_status_idx').on(table.status, table.issuedAt),
    check(
      'subscription_payments_one_organisation',
      sql`num_nonnulls(${table.agencyId}, ${table.partnerId}) = 1`,
    ),
    check('subscription_payments_status_known', oneOf(table.status, PaymentFlag.codes)),
    check('subscription_payments_mode_known', oneOf(table.paymentMode, PaymentMode.codes)),
    check('subscription_payments_currency_known', oneOf(table.currency, Currency.codes)),
  ],
);

// The last invoice number issued in each year. Taking a number updates this row, so concurrent
// issues queue on its lock and never share a number; a rolled-back issue takes its number back.
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
