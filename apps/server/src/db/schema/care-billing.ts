import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies } from './organisations.ts';

/** An agency's billing settings; an agency without a row bills by the defaults. */
export const careBillingSettings = pgTable('care_billing_settings', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  roundingRule: smallint('rounding_rule').notNull(),
  incrementMinutes: smallint('increment_minutes').notNull(),
  invoiceSchedule: smallint('invoice_schedule').notNull(),
  invoicePrefix: text('invoice_prefix').notNull(),
  paymentTermsDays: smallint('payment_terms_days').notNull(),
  taxRegistrationNumber: text('tax_registration_number'),
  chargesSalesTax: boolean('charges_sales_tax').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
