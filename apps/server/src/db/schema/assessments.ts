import { AssessmentStatus, WeekDay } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assessments } from './care-requests.ts';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

// An assessment's weekly pattern (what shifts will be generated from) and its status history.

const assessmentId = () =>
  integer('assessment_id')
    .notNull()
    .references(() => assessments.id);

/** One stretch of care on an ISO weekday; `24:00` ends it at midnight. */
export const assessmentScheduleSlots = pgTable(
  'assessment_schedule_slots',
  {
    id: serial('id').primaryKey(),
    assessmentId: assessmentId(),
    weekDay: smallint('week_day').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (table) => [
    uniqueIndex('assessment_schedule_slots_start_unique').on(
      table.assessmentId,
      table.weekDay,
      table.startsAt,
    ),
    check('assessment_schedule_slots_week_day_known', oneOf(table.weekDay, WeekDay.codes)),
    check('assessment_schedule_slots_order', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** Append-only: who moved the assessment, when, from where to where and why. */
export const assessmentStatusChanges = pgTable(
  'assessment_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    assessmentId: assessmentId(),
    /** Null on the entry written when the assessment was created. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
  },
  (table) => [
    index('assessment_status_changes_assessment_idx').on(table.assessmentId, table.changedAt),
    check('assessment_status_changes_from_known', oneOf(table.fromStatus, AssessmentStatus.codes)),
    check('assessment_status_changes_to_known', oneOf(table.toStatus, AssessmentStatus.codes)),
  ],
);
