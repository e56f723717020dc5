import { SHIFT_ASSIGNMENTS } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assessments } from './care-requests.ts';
import { oneOf } from './checks.ts';
import { caregivers } from './directory-caregivers.ts';
import { patients } from './directory-patients.ts';
import { agencies } from './organisations.ts';

// One visit of an assessment's schedule. Double booking is also refused by an exclusion
// constraint (migration `shifts_no_double_booking`), which drizzle cannot declare here.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    caregiverId: integer('caregiver_id').references(() => caregivers.id),
    assignment: text('assignment').notNull().default('unassigned'),
    checkedInAt: timestamptz('checked_in_at'),
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    checkInAccuracy: doublePrecision('check_in_accuracy'),
    checkedOutAt: timestamptz('checked_out_at'),
    checkOutLatitude: doublePrecision('check_out_latitude'),
    checkOutLongitude: doublePrecision('check_out_longitude'),
    checkOutAccuracy: doublePrecision('check_out_accuracy'),
    /** Set when the visit was found not checked in after its grace period (the alert). */
    missedAt: timestamptz('missed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Regenerating a schedule finds the shifts it already made by their start.
    uniqueIndex('shifts_assessment_start_unique').on(table.assessmentId, table.startsAt),
    index('shifts_agency_start_idx').on(table.agencyId, table.startsAt),
    index('shifts_caregiver_start_idx').on(table.caregiverId, table.startsAt),
    index('shifts_patient_start_idx').on(table.patientId, table.startsAt),
    // Who is on a visit now (the dashboard's tile): the few open visits, not the agency's year.
    index('shifts_open_visit_idx')
      .on(table.agencyId, table.checkedInAt)
      .where(sql`${table.checkedInAt} IS NOT NULL AND ${table.checkedOutAt} IS NULL`),
    check('shifts_order', sql`${table.startsAt} < ${table.endsAt}`),
    check('shifts_assignment_known', oneOf(table.assignment, SHIFT_ASSIGNMENTS)),
    check(
      'shifts_caregiver_with_assignment',
      sql`(${table.caregiverId} IS NULL) = (${table.assignment} = 'unassigned')`,
    ),
    check(
      'shifts_check_in_complete',
      sql`(${table.checkedInAt} IS NULL) = (${table.checkInLatitude} IS NULL) AND (${table.checkedInAt} IS NULL) = (${table.checkInLongitude} IS NULL) AND (${table.checkedInAt} IS NULL) = (${table.checkInAccuracy} IS NULL)`,
    ),
    check(
      'shifts_check_out_complete',
      sql`(${table.checkedOutAt} IS NULL) = (${table.checkOutLatitude} IS NULL) AND (${table.checkedOutAt} IS NULL) = (${table.checkOutLongitude} IS NULL) AND (${table.checkedOutAt} IS NULL) = (${table.checkOutAccuracy} IS NULL)`,
    ),
    check(
      'shifts_check_out_after_check_in',
      sql`${table.checkedOutAt} IS NULL OR (${table.checkedInAt} IS NOT NULL AND ${table.checkedOutAt} >= ${table.checkedInAt})`,
    ),
    check(
      'shifts_checked_in_by_accepted',
      sql`${table.checkedInAt} IS NULL OR ${table.assignment} = 'accepted'`,
    ),
  ],
);
