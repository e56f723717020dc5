import type {
  ShiftAssignment,
  VisitChangeField,
  VisitChangeReason,
  VisitChangeResolution,
} from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { shifts, visitChanges } from '../../../db/schema/index.ts';
import {
  markColumnValues,
  type RecordedMark,
  recordedMarks,
  visitMarkColumns,
} from '../shifts/index.ts';

/** A check-in or check-out as the shift row holds it. */

/** What a correction is decided on, read under the shift's row lock. */
export type LockedVisit = {
  id: number;
  agencyId: number;
  assignment: ShiftAssignment;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  checkIn: RecordedMark | null;
  checkOut: RecordedMark | null;
};

export type NewChange = {
  field: VisitChangeField;
  before: RecordedMark | null;
  after: RecordedMark;
  reason: VisitChangeReason;
  resolution: VisitChangeResolution;
  note: string | null;
  changedBy: number;
};

export function createChangeRepo() {
  return {
    async lock(tx: Transaction, shiftId: number): Promise<LockedVisit | undefined> {
      const [row] = await tx
        .select({
          id: shifts.id,
          agencyId: shifts.agencyId,
          assignment: sql<ShiftAssignment>`${shifts.assignment}`,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          cancelledAt: shifts.cancelledAt,
          ...visitMarkColumns,
        })
        .from(shifts)
        .where(eq(shifts.id, shiftId))
        .for('update');
      if (row === undefined) {
        return undefined;
      }
      return {
        id: row.id,
        agencyId: row.agencyId,
        assignment: row.assignment,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        cancelledAt: row.cancelledAt,
        ...recordedMarks(row),
      };
    },

    /** Writes the effective marks on the shift; both at once, so its checks see the pair. */
    async setMarks(
      tx: Transaction,
      shiftId: number,
      marks: Partial<Record<VisitChangeField, RecordedMark>>,
    ): Promise<void> {
      await tx
        .update(shifts)
        .set({
          ...(marks.checkIn === undefined ? {} : markColumnValues.checkIn(marks.checkIn)),
          ...(marks.checkOut === undefined ? {} : markColumnValues.checkOut(marks.checkOut)),
        })
        .where(eq(shifts.id, shiftId));
    },

    async append(tx: Transaction, shiftId: number, changes: readonly NewChange[]): Promise<void> {
      await tx.insert(visitChanges).values(
        changes.map((change) => ({
          shiftId,
          field: change.field,
          beforeAt: change.before?.at ?? null,
          beforeLatitude: change.before?.latitude ?? null,
          beforeLongitude: change.before?.longitude ?? null,
          beforeAccuracy: change.before?.accuracy ?? null,
          afterAt: change.after.at,
          afterLatitude: change.after.latitude,
          afterLongitude: change.after.longitude,
          afterAccuracy: change.after.accuracy,
          reason: change.reason,
          resolution: change.resolution,
          note: change.note,
          changedBy: change.changedBy,
        })),
      );
    },
  };
}

export type ChangeRepo = ReturnType<typeof createChangeRepo>;
