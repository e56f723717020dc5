import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { caregivers } from './directory-caregivers.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';
import { shifts } from './shifts.ts';

// Caregiver timesheets: each approval of a caregiver's pay period is a revision holding a copy of
// the visits and totals approved, so a later change to a visit never alters what was paid. A
// timesheet with no revision is a draft, computed from the visits as they stand. Both tables are
// append-only (a trigger refuses changes, see the migration): a revision is never edited.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const timesheetRevisions = pgTable(
  'timesheet_revisions',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** 1 is the approval; each later one a revision of it. */
    revision: integer('revision').notNull(),
    reason: text('reason'),
    visitCount: integer('visit_count').notNull(),
    verifiedMinutes: integer('verified_minutes').notNull(),
    /** No mileage is recorded yet; kept for payroll files once visits record it. */
    mileageKm: doublePrecision('mileage_km'),
    approvedBy: integer('approved_by')
      .notNull()
      .references(() => users.id),
    approvedAt: timestamptz('approved_at').notNull().defaultNow(),
  },
  (table) => [
    // Two approvals at once: the second one's insert fails instead of making a twin.
    uniqueIndex('timesheet_revisions_period_unique').on(
      table.agencyId,
      table.periodStart,
      table.caregiverId,
      table.revision,
    ),
    check('timesheet_revisions_number', sql`${table.revision} >= 1`),
    check('timesheet_revisions_reason', sql`(${table.revision} = 1) = (${table.reason} IS NULL)`),
    check('timesheet_revisions_period', sql`${table.periodEnd} = ${table.periodStart} + 14`),
    check(
      'timesheet_revisions_totals',
      sql`${table.visitCount} >= 0 AND ${table.verifiedMinutes} >= 0`,
    ),
  ],
);

/** The visits a revision approved, as they were then. */
export const timesheetRevisionVisits = pgTable(
  'timesheet_revision_visits',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => timesheetRevisions.id),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    checkInAt: timestamptz('check_in_at').notNull(),
    checkOutAt: timestamptz('check_out_at').notNull(),
    verifiedMinutes: integer('verified_minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.revisionId, table.shiftId] }),
    check('timesheet_revision_visits_minutes', sql`${table.verifiedMinutes} >= 0`),
  ],
);
