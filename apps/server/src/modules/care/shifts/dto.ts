import type { EligibleCaregiver, IneligibilityReason, Shift } from '@hearth/domain';
import type { ShiftRecord } from './shiftRepo.ts';

const mark = (
  at: Date | null,
  latitude: number | null,
  longitude: number | null,
  accuracy: number | null,
) =>
  at === null || latitude === null || longitude === null || accuracy === null
    ? null
    : { at: at.toISOString(), latitude, longitude, accuracy };

export function shiftDto(row: ShiftRecord): Shift {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    agencyId: row.agencyId,
    patient: { id: row.patientId, name: row.patientName },
    services: row.services,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    assignment: row.assignment,
    caregiver:
      row.caregiverId === null || row.caregiverName === null
        ? null
        : { id: row.caregiverId, name: row.caregiverName },
    checkIn: mark(row.checkedInAt, row.checkInLatitude, row.checkInLongitude, row.checkInAccuracy),
    checkOut: mark(
      row.checkedOutAt,
      row.checkOutLatitude,
      row.checkOutLongitude,
      row.checkOutAccuracy,
    ),
    missedAt: row.missedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export function eligibleDto(
  caregiver: { id: number; name: string },
  reasons: IneligibilityReason[],
): EligibleCaregiver {
  return { id: caregiver.id, name: caregiver.name, eligible: reasons.length === 0, reasons };
}
