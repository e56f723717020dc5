import {
  LATE_CHECK_IN_MINUTES,
  MISSED_AFTER_MINUTES,
  type VisitReportStatus,
} from '@hearth/domain';
import { type SQL, sql } from 'drizzle-orm';
import { shifts } from '../../../db/schema/index.ts';

// A visit's standing as the report counts it, computed from its marks rather than from the
// missed-visit job's flag alone, so a visit the job has not reached yet already counts as missed.

/**
 * `completed` once checked out; `missed` when nobody checked in `MISSED_AFTER_MINUTES` after the
 * planned start (the shifts module's own rule, which flags `missed_at`); `scheduled` otherwise:
 * not yet due, or checked in and not yet checked out.
 */
export const visitStatusOf: SQL<VisitReportStatus> = sql<VisitReportStatus>`CASE
  WHEN ${shifts.checkedOutAt} IS NOT NULL THEN 'completed'
  WHEN ${shifts.checkedInAt} IS NULL AND (${shifts.missedAt} IS NOT NULL
    OR ${shifts.startsAt} < now() - make_interval(mins => ${MISSED_AFTER_MINUTES})) THEN 'missed'
  ELSE 'scheduled' END`;

/** Checked in more than `LATE_CHECK_IN_MINUTES` after the planned start. */
export const checkedInLate: SQL<boolean> = sql<boolean>`coalesce(${shifts.checkedInAt} > ${shifts.startsAt} + make_interval(mins => ${LATE_CHECK_IN_MINUTES}), false)`;
