import type {
  FenceOutcome,
  MarkVerdict,
  ShiftAssignment,
  TimingOutcome,
  VisitChangeField,
  VisitChangeReason,
  VisitChangeResolution,
} from '@hearth/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { shifts, visitChanges } from '../../../db/schema/index.ts';
import {
  markColumnValues,
  type RecordedMark,
  recordedMarks,
  visitMarkColumns,
} from '../shifts/index.ts';

/** What a correction is decided on, read under the shift's row lock. */
export type LockedVisit = {
  id: number;
  agencyId: number;
  patientId: number;
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
  beforeVerdict: MarkVerdict | null;
  afterVerdict: MarkVerdict;
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
          patientId: shifts.patientId,
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
        patientId: row.patientId,
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

    /** The verdict of this mark's latest correction; undefined when it was never corrected. */
    async latestVerdict(
      tx: Transaction,
      shiftId: number,
      field: VisitChangeField,
    ): Promise<MarkVerdict | null | undefined> {
      const [row] = await tx
        .select({
          fence: sql<FenceOutcome | null>`${visitChanges.afterFence}`,
          distanceMetres: visitChanges.afterDistanceMetres,
          fenceRadiusMetres: visitChanges.afterFenceRadiusMetres,
          timing: sql<TimingOutcome | null>`${visitChanges.afterTiming}`,
        })
        .from(visitChanges)
        .where(and(eq(visitChanges.shiftId, shiftId), eq(visitChanges.field, field)))
        .orderBy(desc(visitChanges.changedAt), desc(visitChanges.id))
        .limit(1);
      if (row === undefined) {
        return undefined;
      }
      const { fence, fenceRadiusMetres, timing } = row;
      return fence === null || fenceRadiusMetres === null || timing === null
        ? null
        : { fence, distanceMetres: row.distanceMetres, fenceRadiusMetres, timing };
    },

    /** Appends the changes; returns their ids, in order. */
    async append(
      tx: Transaction,
      shiftId: number,
      changes: readonly NewChange[],
    ): Promise<number[]> {
      const rows = await tx
        .insert(visitChanges)
        .values(
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
            beforeFence: change.beforeVerdict?.fence ?? null,
            beforeDistanceMetres: change.beforeVerdict?.distanceMetres ?? null,
            beforeFenceRadiusMetres: change.beforeVerdict?.fenceRadiusMetres ?? null,
            beforeTiming: change.beforeVerdict?.timing ?? null,
            afterFence: change.afterVerdict.fence,
            afterDistanceMetres: change.afterVerdict.distanceMetres,
            afterFenceRadiusMetres: change.afterVerdict.fenceRadiusMetres,
            afterTiming: change.afterVerdict.timing,
            reason: change.reason,
            resolution: change.resolution,
            note: change.note,
            changedBy: change.changedBy,
          })),
        )
        .returning({ id: visitChanges.id });
      return rows.map((row) => row.id);
    },
  };
}

export type ChangeRepo = ReturnType<typeof createChangeRepo>;
