import {
  CARE_TIME_ZONE,
  type EvvLocationType,
  type EvvVisit,
  type EvvVisitStatus,
  evvServiceCode,
  type VisitChange,
  type VisitChangeField,
  type VisitChangeReason,
  type VisitChangeResolution,
  type VisitMark,
} from '@hearth/domain';
import type { ChangeRow, VisitRow } from './visitRecordRepo.ts';

const markDto = (
  at: Date | null,
  latitude: number | null,
  longitude: number | null,
  accuracy: number | null,
): VisitMark | null =>
  at === null || latitude === null || longitude === null || accuracy === null
    ? null
    : { at: at.toISOString(), latitude, longitude, accuracy };

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

// Integration point (issue 19, branch evv-checks): a check-in outside the patient's geofence
// makes the visit "community"; until its verdict is on the shift, every visit is at home.
const locationTypeOf = (_row: VisitRow): EvvLocationType => 'home';

// Integration point (issue 19, branch evv-checks): the shift's captured-offline flag. Nothing
// is captured offline before it, so false is the truth here.
const capturedOfflineOf = (_row: VisitRow): boolean => false;

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
  const checkIn = markDto(
    row.checkedInAt,
    row.checkInLatitude,
    row.checkInLongitude,
    row.checkInAccuracy,
  );
  const checkOut = markDto(
    row.checkedOutAt,
    row.checkOutLatitude,
    row.checkOutLongitude,
    row.checkOutAccuracy,
  );
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
    capturedOffline: capturedOfflineOf(row),
    status: statusOf(row),
    changes: [...changes],
  };
}
