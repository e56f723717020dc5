import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { careInvoiceRuns } from './care-invoices.ts';
import { shifts } from './shifts.ts';

/**
 * The visits a run could not bill, each with every reason, as the run found them: the run's page
 * lists them until the agency fixes the visits and runs again (which writes a new run's list).
 */
export const careInvoiceRunExceptions = pgTable(
  'care_invoice_run_exceptions',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => careInvoiceRuns.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    reasons: text('reasons').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.shiftId] }),
    check('care_invoice_run_exceptions_has_reason', sql`cardinality(${table.reasons}) > 0`),
  ],
);
