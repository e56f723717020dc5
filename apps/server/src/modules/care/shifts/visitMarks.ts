import type { VisitChangeField, VisitMark } from '@hearth/domain';
import { shifts } from '../../../db/schema/index.ts';

// A shift's check-in and check-out, each four columns (when, where, how precisely) that the
// table's checks keep together: read, written and answered in one way by every care module.

/** A check-in or check-out as the shift stores it. */
export type RecordedMark = { at: Date; latitude: number; longitude: number; accuracy: number };

/** The shift's columns of both marks, for a select. */
export const visitMarkColumns = {
  checkedInAt: shifts.checkedInAt,
  checkInLatitude: shifts.checkInLatitude,
  checkInLongitude: shifts.checkInLongitude,
  checkInAccuracy: shifts.checkInAccuracy,
  checkedOutAt: shifts.checkedOutAt,
  checkOutLatitude: shifts.checkOutLatitude,
  checkOutLongitude: shifts.checkOutLongitude,
  checkOutAccuracy: shifts.checkOutAccuracy,
};

type VisitMarkRow = {
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  checkInLatitude: number | null;
  checkInLongitude: number | null;
  checkInAccuracy: number | null;
  checkOutLatitude: number | null;
  checkOutLongitude: number | null;
  checkOutAccuracy: number | null;
};

/** One mark from its four columns; null until it is recorded. */
export const recordedMark = (
  at: Date | null,
  latitude: number | null,
  longitude: number | null,
  accuracy: number | null,
): RecordedMark | null =>
  at === null || latitude === null || longitude === null || accuracy === null
    ? null
    : { at, latitude, longitude, accuracy };

/** Both marks of a row read with `visitMarkColumns`. */
export const recordedMarks = (row: VisitMarkRow) => ({
  checkIn: recordedMark(
    row.checkedInAt,
    row.checkInLatitude,
    row.checkInLongitude,
    row.checkInAccuracy,
  ),
  checkOut: recordedMark(
    row.checkedOutAt,
    row.checkOutLatitude,
    row.checkOutLongitude,
    row.checkOutAccuracy,
  ),
});

/** A mark as the API answers it. */
export const visitMarkDto = (mark: RecordedMark | null): VisitMark | null =>
  mark === null ? null : { ...mark, at: mark.at.toISOString() };

/** The shift's columns that record one mark, as an update sets them. */
export const markColumnValues = {
  checkIn: (mark: RecordedMark) => ({
    checkedInAt: mark.at,
    checkInLatitude: mark.latitude,
    checkInLongitude: mark.longitude,
    checkInAccuracy: mark.accuracy,
  }),
  checkOut: (mark: RecordedMark) => ({
    checkedOutAt: mark.at,
    checkOutLatitude: mark.latitude,
    checkOutLongitude: mark.longitude,
    checkOutAccuracy: mark.accuracy,
  }),
} satisfies Record<VisitChangeField, (mark: RecordedMark) => Partial<typeof shifts.$inferInsert>>;
