import { ATTENDANCE_STATUSES } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { oneOf } from './checks.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';

// Daily attendance at an adult day program (an organisation of kind adultDayProgram): one row per
// participant per program day, corrected in place with an audit entry for every change.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** `HH:MM`, zero-padded so that text order is time order. */
const clockTime = (column: AnyPgColumn) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => agencies.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The program's day (`CARE_TIME_ZONE`). */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    arrivalTime: text('arrival_time'),
    departureTime: text('departure_time'),
    reason: text('reason'),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
    corrections: integer('corrections').notNull().default(0),
  },
  (table) => [
    uniqueIndex('attendance_records_patient_day').on(table.patientId, table.day),
    index('attendance_records_program_day_idx').on(table.programId, table.day),
    check('attendance_records_status_known', oneOf(table.status, ATTENDANCE_STATUSES)),
    check('attendance_records_arrival_format', clockTime(table.arrivalTime)),
    check('attendance_records_departure_format', clockTime(table.departureTime)),
    check(
      'attendance_records_departure_after_arrival',
      sql`${table.departureTime} >= ${table.arrivalTime}`,
    ),
    check(
      'attendance_records_absent_untimed',
      sql`${table.status} <> 'absent' OR (${table.arrivalTime} IS NULL AND ${table.departureTime} IS NULL)`,
    ),
  ],
);

/** How many participants a program takes in a day; a program without a row has set none. */
export const dayProgramCapacities = pgTable(
  'day_program_capacities',
  {
    programId: integer('program_id')
      .primaryKey()
      .references(() => agencies.id),
    capacityPerDay: integer('capacity_per_day').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('day_program_capacities_positive', sql`${table.capacityPerDay} > 0`)],
);
