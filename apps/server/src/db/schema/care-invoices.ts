import {
  CARE_INVOICE_LINE_KINDS,
  CARE_INVOICE_QUANTITY_UNITS,
  CARE_INVOICE_RECIPIENTS,
  CARE_INVOICE_RUN_STATUSES,
  CARE_INVOICE_STATUSES,
  Currency,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
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
import type { IssuedTaxLine } from './billing.ts';
import { assessments } from './care-requests.ts';
import { oneOf } from './checks.ts';
import { payers } from './directory-organisations.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';
import { sharedLivingReferrals } from './shared-living.ts';
import { shifts } from './shifts.ts';

// Care billing: what an agency bills payers and patients for the care it delivered, from the
// verified visits. Issued invoices are never changed or deleted: a voided one keeps its row and
// its credit note's number.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** One invoice run of an agency over a period: a background job whose progress its page shows. */
export const careInvoiceRuns = pgTable(
  'care_invoice_runs',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The period run, agency days, end day excluded. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('queued'),
    /** Visits to look at and looked at so far: the page's progress. */
    totalVisits: integer('total_visits').notNull().default(0),
    processedVisits: integer('processed_visits').notNull().default(0),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Touched as the work goes on: a running run not touched for a while was stopped midway. */
    heartbeatAt: timestamptz('heartbeat_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('care_invoice_runs_agency_idx').on(table.agencyId, table.createdAt),
    check('care_invoice_runs_status_known', oneOf(table.status, CARE_INVOICE_RUN_STATUSES)),
    check('care_invoice_runs_period_order', sql`${table.periodStart} < ${table.periodEnd}`),
  ],
);

export const careInvoices = pgTable(
  'care_invoices',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    runId: integer('run_id').references(() => careInvoiceRuns.id),
    recipient: text('recipient').notNull(),
    payerId: integer('payer_id').references(() => payers.id),
    /** The patient whose care is billed; null for a shared-living placement's invoice. */
    patientId: integer('patient_id').references(() => patients.id),
    /** The shared-living resident whose placement is billed (a referral, not a patient). */
    referralId: integer('referral_id').references(() => sharedLivingReferrals.id),
    /** Prefix and sequence, taken at issue; null while a draft. */
    number: text('number'),
    status: text('status').notNull().default('draft'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    issuedAt: timestamptz('issued_at'),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The tax as issued, copied so a later rate change never alters the invoice. */
    taxLines: jsonb('tax_lines').$type<IssuedTaxLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    voidedOn: date('voided_on', { mode: 'string' }),
    voidReason: text('void_reason'),
    creditNoteNumber: text('credit_note_number'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('care_invoices_number_unique').on(table.agencyId, table.number),
    uniqueIndex('care_invoices_credit_note_unique').on(table.agencyId, table.creditNoteNumber),
    index('care_invoices_agency_status_idx').on(table.agencyId, table.status, table.issuedOn),
    index('care_invoices_patient_idx').on(table.patientId),
    index('care_invoices_payer_idx').on(table.payerId),
    index('care_invoices_referral_idx').on(table.referralId),
    index('care_invoices_run_idx').on(table.runId),
    check('care_invoices_status_known', oneOf(table.status, CARE_INVOICE_STATUSES)),
    check('care_invoices_recipient_known', oneOf(table.recipient, CARE_INVOICE_RECIPIENTS)),
    check('care_invoices_currency_known', oneOf(table.currency, Currency.codes)),
    check(
      'care_invoices_payer_for_payer',
      sql`(${table.recipient} = 'payer') = (${table.payerId} IS NOT NULL)`,
    ),
    check(
      'care_invoices_numbered_once_issued',
      sql`(${table.status} = 'draft') = (${table.number} IS NULL)`,
    ),
    check(
      'care_invoices_void_complete',
      sql`(${table.status} = 'voided') = (${table.voidedOn} IS NOT NULL) AND (${table.voidedOn} IS NULL) = (${table.voidReason} IS NULL)`,
    ),
    check('care_invoices_period_order', sql`${table.periodStart} < ${table.periodEnd}`),
    check(
      'care_invoices_one_person_cared_for',
      sql`num_nonnulls(${table.patientId}, ${table.referralId}) = 1`,
    ),
    // A resident pays their placement: no payer of the directory is billed for one.
    check(
      'care_invoices_placement_to_resident',
      sql`${table.referralId} IS NULL OR ${table.recipient} = 'patient'`,
    ),
    check('care_invoices_paid_not_negative', sql`${table.paidCents} >= 0`),
  ],
);

/**
 * Each agency's last invoice number. Taken by an upsert in the issuing transaction, whose row lock
 * holds other issuers back until it commits, and a rollback gives the number back: no gaps, no
 * duplicates. Credit notes take their numbers from the same sequence.
 */
export const careInvoiceNumberCounters = pgTable('care_invoice_number_counters', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  lastNumber: integer('last_number').notNull(),
});

export const careInvoiceLines = pgTable(
  'care_invoice_lines',
  {
    id: serial('id').primaryKey(),
    /** A draft's lines go with it when a new run rebuilds it; an issued invoice is never deleted. */
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => careInvoices.id, { onDelete: 'cascade' }),
    /** Printed order within the invoice. */
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    assessmentId: integer('assessment_id').references(() => assessments.id),
    shiftId: integer('shift_id').references(() => shifts.id),
    /** The placement a `placement` line bills one period of. */
    referralId: integer('referral_id').references(() => sharedLivingReferrals.id),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    rateCents: integer('rate_cents').notNull(),
    rateUnit: text('rate_unit'),
    shareBasisPoints: integer('share_basis_points'),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    index('care_invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    index('care_invoice_lines_shift_idx').on(table.shiftId),
    index('care_invoice_lines_referral_idx').on(table.referralId),
    check('care_invoice_lines_kind_known', oneOf(table.kind, CARE_INVOICE_LINE_KINDS)),
    check(
      'care_invoice_lines_quantity_unit_known',
      oneOf(table.quantityUnit, CARE_INVOICE_QUANTITY_UNITS),
    ),
    check(
      'care_invoice_lines_share_range',
      sql`${table.shareBasisPoints} IS NULL OR ${table.shareBasisPoints} BETWEEN 1 AND 9999`,
    ),
  ],
);
