import { CARE_INVOICE_RECIPIENTS, CARE_PAYMENT_METHODS, Currency } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { careInvoices } from './care-invoices.ts';
import { oneOf } from './checks.ts';
import { payers } from './directory-organisations.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';
import { sharedLivingReferrals } from './shared-living.ts';

// Money an agency received for its care invoices. A payment is never changed or deleted; it is
// spread over the invoices it settles by its allocations, which add up to its amount.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const carePayments = pgTable(
  'care_payments',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    recipient: text('recipient').notNull(),
    /** The payer that paid, or null when a patient paid their private invoices. */
    payerId: integer('payer_id').references(() => payers.id),
    /** The patient who paid privately for their care; null when a payer or a resident paid. */
    patientId: integer('patient_id').references(() => patients.id),
    /** The shared-living resident (a referral) who paid their placement's invoices. */
    referralId: integer('referral_id').references(() => sharedLivingReferrals.id),
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    /** The agency day the money arrived. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('care_payments_agency_idx').on(table.agencyId, table.receivedOn),
    index('care_payments_payer_idx').on(table.payerId),
    index('care_payments_patient_idx').on(table.patientId),
    index('care_payments_referral_idx').on(table.referralId),
    check('care_payments_recipient_known', oneOf(table.recipient, CARE_INVOICE_RECIPIENTS)),
    check('care_payments_method_known', oneOf(table.method, CARE_PAYMENT_METHODS)),
    check('care_payments_currency_known', oneOf(table.currency, Currency.codes)),
    check(
      'care_payments_who_paid',
      sql`(${table.recipient} = 'payer') = (${table.payerId} IS NOT NULL) AND num_nonnulls(${table.payerId}, ${table.patientId}, ${table.referralId}) = 1`,
    ),
    check('care_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const carePaymentAllocations = pgTable(
  'care_payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => carePayments.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => careInvoices.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    uniqueIndex('care_payment_allocations_once').on(table.paymentId, table.invoiceId),
    index('care_payment_allocations_invoice_idx').on(table.invoiceId),
    check('care_payment_allocations_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** A dispute holds an invoice until it is resolved; each one is kept, with why it opened and closed. */
export const careInvoiceDisputes = pgTable(
  'care_invoice_disputes',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => careInvoices.id),
    reason: text('reason').notNull(),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    resolvedOn: date('resolved_on', { mode: 'string' }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('care_invoice_disputes_invoice_idx').on(table.invoiceId),
    uniqueIndex('care_invoice_disputes_one_open')
      .on(table.invoiceId)
      .where(sql`${table.resolvedOn} IS NULL`),
    check(
      'care_invoice_disputes_resolved_complete',
      sql`(${table.resolvedOn} IS NULL) = (${table.resolution} IS NULL)`,
    ),
  ],
);
