import { CARE_SERVICES, TaskRecurrence, TaskState, TaskVisibility } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';

// A patient's care plan: one row per task occurrence. A recurring task's next occurrence points at
// the one it was generated from, so generating twice can never make two.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const patientTasks = pgTable(
  'patient_tasks',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    careService: text('care_service').notNull(),
    title: text('title').notNull(),
    details: text('details'),
    state: smallint('state').notNull().default(TaskState.notCompleted),
    visibility: smallint('visibility').notNull().default(TaskVisibility.active),
    recurrence: smallint('recurrence'),
    /** The days of the month it recurs on (1 to 31; past a short month's end means its last day). */
    recurrenceDays: smallint('recurrence_days').array(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    previousId: integer('previous_id').references((): AnyPgColumn => patientTasks.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamptz('completed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('patient_tasks_patient_idx').on(table.patientId, table.dueDate),
    uniqueIndex('patient_tasks_previous_unique').on(table.previousId),
    check('patient_tasks_state_known', oneOf(table.state, TaskState.codes)),
    check('patient_tasks_visibility_known', oneOf(table.visibility, TaskVisibility.codes)),
    check('patient_tasks_recurrence_known', oneOf(table.recurrence, TaskRecurrence.codes)),
    check('patient_tasks_care_service_known', oneOf(table.careService, CARE_SERVICES)),
    // Every recurrence keeps the days of the month it falls on (see rules/taskRecurrence.ts).
    check(
      'patient_tasks_recurrence_days',
      sql`(${table.recurrence} IS NULL) = (${table.recurrenceDays} IS NULL)`,
    ),
  ],
);
