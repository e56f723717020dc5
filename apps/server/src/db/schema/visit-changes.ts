import {
  FENCE_OUTCOMES,
  TIMING_OUTCOMES,
  VISIT_CHANGE_FIELDS,
  VisitChangeReason,
  VisitChangeResolution,
} from '@hearth/domain';
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
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import { shifts } from './shifts.ts';

// Visit maintenance (EVV): each correction of a visit's check-in or check-out by its agency, one
// row per mark, with the value it replaced. The shift row holds the effective values; this table
// keeps every earlier one, the caregiver's original first. Rows are never changed or removed (a
// trigger refuses it, migration `visit_changes`).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const visitChanges = pgTable(
  'visit_changes',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    field: text('field').notNull(),
    /** Null when the caregiver never recorded this mark (a missed check-out added later). */
    beforeAt: timestamptz('before_at'),
    beforeLatitude: doublePrecision('before_latitude'),
    beforeLongitude: doublePrecision('before_longitude'),
    beforeAccuracy: doublePrecision('before_accuracy'),
    afterAt: timestamptz('after_at').notNull(),
    afterLatitude: doublePrecision('after_latitude').notNull(),
    afterLongitude: doublePrecision('after_longitude').notNull(),
    afterAccuracy: doublePrecision('after_accuracy').notNull(),
    // The fence and window verdicts of the mark before and after (visit verification): the
    // replaced verdict is kept as the replaced value is. Null where there was no mark to judge,
    // and on changes made before verdicts were recorded.
    beforeFence: text('before_fence'),
    beforeDistanceMetres: doublePrecision('before_distance_metres'),
    beforeFenceRadiusMetres: integer('before_fence_radius_metres'),
    beforeTiming: text('before_timing'),
    afterFence: text('after_fence'),
    afterDistanceMetres: doublePrecision('after_distance_metres'),
    afterFenceRadiusMetres: integer('after_fence_radius_metres'),
    afterTiming: text('after_timing'),
    reason: text('reason').notNull(),
    resolution: text('resolution').notNull(),
    note: text('note'),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (table) => [
    // A visit's history in order, and the export's look-up of a page of visits' changes.
    index('visit_changes_shift_idx').on(table.shiftId, table.changedAt, table.id),
    check('visit_changes_field_known', oneOf(table.field, VISIT_CHANGE_FIELDS)),
    check('visit_changes_reason_known', oneOf(table.reason, VisitChangeReason.codes)),
    check('visit_changes_resolution_known', oneOf(table.resolution, VisitChangeResolution.codes)),
    check('visit_changes_before_fence_known', oneOf(table.beforeFence, FENCE_OUTCOMES)),
    check('visit_changes_after_fence_known', oneOf(table.afterFence, FENCE_OUTCOMES)),
    check('visit_changes_before_timing_known', oneOf(table.beforeTiming, TIMING_OUTCOMES)),
    check('visit_changes_after_timing_known', oneOf(table.afterTiming, TIMING_OUTCOMES)),
    check(
      'visit_changes_before_complete',
      sql`(${table.beforeAt} IS NULL) = (${table.beforeLatitude} IS NULL) AND (${table.beforeAt} IS NULL) = (${table.beforeLongitude} IS NULL) AND (${table.beforeAt} IS NULL) = (${table.beforeAccuracy} IS NULL)`,
    ),
  ],
);
