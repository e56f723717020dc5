import type {
  ShiftAssignment,
  VisitChangeField,
  VisitChangeReason,
  VisitChangeResolution,
} from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { shifts, visitChanges } from '../../../db/schema/index.ts';

/** A check-in or check-out as the shift row holds it. */
export type Mark = { at: Date; latitude: number; longitude: number; accuracy: number };

/** What a correction is decided on, read under the shift's row lock. */
export type LockedVisit = {
  id: number;
  agencyId: number;
  assignment: ShiftAssignment;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  checkIn: Mark | null;
  checkOut: Mark | null;
};

export type NewChange = {
  field: VisitChangeField;
  before: Mark | null;
  after: Mark;
  reason: VisitChangeReason;
  resolution: VisitChangeResolution;
  note: string | null;
  changedBy: number;
};

const markOf = (
  at: Date | null,
  latitude: number | null,
  longitude: number | null,
  accuracy: number | null,
): Mark | null =>
  at === null || latitude === null || longitude === null || accuracy === null
    ? null
    : { at, latitude, longitude, accuracy };

// The shift's columns of each mark, as an update sets them.
const markValues = {
  checkIn: (mark: Mark) => ({
    checkedInAt: mark.at,
    checkInLatitude: mark.latitude,
    checkInLongitude: mark.longitude,
    checkInAccuracy: mark.accuracy,
  }),
  checkOut: (mark: Mark) => ({
    checkedOutAt: mark.at,
    checkOutLatitude: mark.latitude,
    checkOutLongitude: mark.longitude,
    checkOutAccuracy: mark.accuracy,
  }),
} satisfies Record<VisitChangeField, (mark: Mark) => Partial<typeof shifts.$inferInsert>>;

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
          checkedInAt: shifts.checkedInAt,
          checkInLatitude: shifts.checkInLatitude,
          checkInLongitude: shifts.checkInLongitude,
          checkInAccuracy: shifts.checkInAccuracy,
          checkedOutAt: shifts.checkedOutAt,
          checkOutLatitude: shifts.checkOutLatitude,
          checkOutLongitude: shifts.checkOutLongitude,
          checkOutAccuracy: shifts.checkOutAccuracy,
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
        checkIn: markOf(
          row.checkedInAt,
          row.checkInLatitude,
          row.checkInLongitude,
          row.checkInAccuracy,
        ),
        checkOut: markOf(
          row.checkedOutAt,
          row.checkOutLatitude,
          row.checkOutLongitude,
          row.checkOutAccuracy,
        ),
      };
    },

    /** Writes the effective marks on the shift; both at once, so its checks see the pair. */
    async setMarks(
      tx: Transaction,
      shiftId: number,
      marks: Partial<Record<VisitChangeField, Mark>>,
    ): Promise<void> {
      await tx
        .update(shifts)
        .set({
          ...(marks.checkIn === undefined ? {} : markValues.checkIn(marks.checkIn)),
          ...(marks.checkOut === undefined ? {} : markValues.checkOut(marks.checkOut)),
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
