import { CheckoutStatus, InvoiceSchedule, PaymentMode } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { membershipProducts, subscriptionPayments, subscriptions } from './billing.ts';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import { agencies, partners } from './organisations.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

// A purchase started on the payment gateway's hosted page: the terms chosen, until the gateway's
// signed webhook says it was paid (or the method saved, for a trial) and the subscription exists.
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: serial('id').primaryKey(),
    /** Hearth's id of the checkout, given to the gateway and echoed back by its webhook. */
    reference: text('reference').notNull(),
    gatewaySessionId: text('gateway_session_id').notNull(),
    url: text('url').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => membershipProducts.id, { onDelete: 'restrict' }),
    paymentMode: smallint('payment_mode').notNull(),
    invoiceSchedule: smallint('invoice_schedule').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    status: text('status').notNull().default(CheckoutStatus.enum.open),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'restrict',
    }),
    paymentId: integer('payment_id').references(() => subscriptionPayments.id, {
      onDelete: 'restrict',
    }),
    /** Set when the organisation had a live subscription by then: the charge was refunded. */
    refundedAsDuplicateAt: timestamptz('refunded_as_duplicate_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    uniqueIndex('checkout_sessions_gateway_session_unique').on(table.gatewaySessionId),
    uniqueIndex('checkout_sessions_reference_unique').on(table.reference),
    index('checkout_sessions_agency_idx').on(table.agencyId),
    index('checkout_sessions_partner_idx').on(table.partnerId),
    check(
      'checkout_sessions_one_organisation',
      sql`num_nonnulls(${table.agencyId}, ${table.partnerId}) = 1`,
    ),
    check('checkout_sessions_status_known', oneOf(table.status, CheckoutStatus.options)),
    check('checkout_sessions_payment_mode_known', oneOf(table.paymentMode, PaymentMode.codes)),
    check('checkout_sessions_schedule_known', oneOf(table.invoiceSchedule, InvoiceSchedule.codes)),
  ],
);

// Every webhook event the gateway delivered and Hearth applied, written in the transaction of its
// effect: a replayed event finds its id here and changes nothing.
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
