import type {
  CaptureVerdict,
  EligibleCaregiver,
  IneligibilityReason,
  Shift,
  VisitVerification,
} from '@hearth/domain';
import type { ShiftRecord } from './shiftRepo.ts';
import { recordedMarks, visitMarkDto } from './visitMarks.ts';

type VerdictRow = ShiftRecord['checkInVerdict'];

function verdict(row: VerdictRow): CaptureVerdict | null {
  if (
    row === null ||
    row.at === null ||
    row.receivedAt === null ||
    row.fenceRadiusMetres === null ||
    row.capturedOffline === null
  ) {
    return null;
  }
  return {
    at: row.at.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    fence: row.fence,
    distanceMetres: row.distanceMetres,
    fenceRadiusMetres: row.fenceRadiusMetres,
    timing: row.timing,
    reasonCode: row.reasonCode,
    capturedOffline: row.capturedOffline,
  };
}

function verification(row: ShiftRecord): VisitVerification {
  const { confirmation } = row;
  return {
    checkIn: verdict(row.checkInVerdict),
    checkOut: verdict(row.checkOutVerdict),
    confirmation:
      confirmation === null
        ? null
        : {
            signature:
              confirmation.signatureSha256 === null || confirmation.signedAt === null
                ? null
                : { sha256: confirmation.signatureSha256, at: confirmation.signedAt.toISOString() },
            signatureMissingReason: confirmation.signatureMissingReason,
            taskIds: confirmation.taskIds,
          },
  };
}

export function shiftDto(row: ShiftRecord): Shift {
  const marks = recordedMarks(row);
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
    checkIn: visitMarkDto(marks.checkIn),
    checkOut: visitMarkDto(marks.checkOut),
    missedAt: row.missedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    verification: verification(row),
  };
}

export function eligibleDto(
  caregiver: { id: number; name: string },
  reasons: IneligibilityReason[],
): EligibleCaregiver {
  return { id: caregiver.id, name: caregiver.name, eligible: reasons.length === 0, reasons };
}
