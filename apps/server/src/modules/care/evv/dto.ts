import {
  CARE_TIME_ZONE,
  type EvvLocationType,
  type EvvVisit,
  type EvvVisitStatus,
  evvServiceCode,
  type FenceOutcome,
  type MarkVerdict,
  type TimingOutcome,
  type VisitChange,
  type VisitChangeField,
  type VisitChangeReason,
  type VisitChangeResolution,
  type VisitMark,
} from '@hearth/domain';
import { recordedMark, recordedMarks, visitMarkDto } from '../shifts/index.ts';
import type { ChangeRow, VisitRow } from './visitRecordRepo.ts';

const markDto = (
  at: Date | null,
  latitude: number | null,
  longitude: number | null,
  accuracy: number | null,
): VisitMark | null => visitMarkDto(recordedMark(at, latitude, longitude, accuracy));

/** A verdict kept with a change; null where there was none (no mark, or an older change). */
const verdictDto = (
  fence: string | null,
  distanceMetres: number | null,
  fenceRadiusMetres: number | null,
  timing: string | null,
): MarkVerdict | null =>
  fence === null || fenceRadiusMetres === null || timing === null
    ? null
    : // The table's checks hold these to the lists.
      {
        fence: fence as FenceOutcome,
        distanceMetres,
        fenceRadiusMetres,
        timing: timing as TimingOutcome,
      };

export function changeDto(row: ChangeRow): VisitChange {
  const after = markDto(row.afterAt, row.afterLatitude, row.afterLongitude, row.afterAccuracy);
  if (after === null) {
    throw new Error(`visit change ${row.id} has no value`);
  }
  return {
    id: row.id,
    shiftId: row.shiftId,
    // The table's checks hold these to the lists.
    field: row.field as VisitChangeField,
    before: markDto(row.beforeAt, row.beforeLatitude, row.beforeLongitude, row.beforeAccuracy),
    after,
    beforeVerdict: verdictDto(
      row.beforeFence,
      row.beforeDistanceMetres,
      row.beforeFenceRadiusMetres,
      row.beforeTiming,
    ),
    afterVerdict: verdictDto(
      row.afterFence,
      row.afterDistanceMetres,
      row.afterFenceRadiusMetres,
      row.afterTiming,
    ),
    reason: row.reason as VisitChangeReason,
    resolution: row.resolution as VisitChangeResolution,
    note: row.note,
    changedBy: { id: row.changedById, name: row.changedByName },
    changedAt: row.changedAt.toISOString(),
  };
}

function statusOf(row: VisitRow): EvvVisitStatus {
  if (row.cancelledAt !== null) {
    return 'cancelled';
  }
  if (row.checkedOutAt !== null) {
    return 'completed';
  }
  if (row.checkedInAt !== null) {
    return 'inProgress';
  }
  return row.missedAt === null ? 'scheduled' : 'missed';
}

/**
 * "community" when the caregiver recorded a mark away from the client's home with the reason that
 * care was given there (an appointment, an outing); a mark outside the fence for another reason
 * (a poor GPS fix, the client staying elsewhere) is still care at the client's residence.
 */
const locationTypeOf = (row: VisitRow): EvvLocationType =>
  row.givenAwayFromHome ? 'community' : 'home';

/** What the caregiver recorded: the first correction's earlier value, or the mark itself. */
const originalOf = (
  changes: readonly VisitChange[],
  field: VisitChangeField,
  mark: VisitMark | null,
) => {
  const first = changes.find((change) => change.field === field);
  return first === undefined ? mark : first.before;
};

/** The visit's EVV record, with its corrections (oldest first). */
export function evvVisitDto(row: VisitRow, changes: readonly VisitChange[]): EvvVisit {
  const marks = recordedMarks(row);
  const checkIn = visitMarkDto(marks.checkIn);
  const checkOut = visitMarkDto(marks.checkOut);
  return {
    visitId: row.id,
    agencyId: row.agencyId,
    serviceCode: evvServiceCode(row.careType),
    careType: row.careType,
    services: row.services,
    recipientId: row.patientId,
    caregiverId: row.caregiverId,
    visitDate: row.visitDate,
    timeZone: CARE_TIME_ZONE,
    plannedStart: row.startsAt.toISOString(),
    plannedEnd: row.endsAt.toISOString(),
    checkIn,
    checkOut,
    originalCheckIn: originalOf(changes, 'checkIn', checkIn),
    originalCheckOut: originalOf(changes, 'checkOut', checkOut),
    locationType: locationTypeOf(row),
    capturedOffline: row.capturedOffline,
    status: statusOf(row),
    changes: [...changes],
  };
}
