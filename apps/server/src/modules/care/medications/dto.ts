import type {
  Administration,
  Medication,
  MedicationAdministration,
  MedicationRoute,
  Named,
  ReasonNotAdministered,
  WeekDay,
} from '@hearth/domain';
import type { AdministrationRecord } from './administrationRepo.ts';
import type { MedicationRecord } from './medicationRepo.ts';

function named(id: number | null, name: string | null): Named | null {
  return id === null || name === null ? null : { id, name };
}

// The database's checks hold these columns to the enumerations' codes.
export function medicationDto(row: MedicationRecord): Medication {
  return {
    id: row.id,
    patientId: row.patientId,
    name: row.name,
    dose: row.dose,
    route: row.route as MedicationRoute,
    times: row.times,
    weekDays: row.weekDays as WeekDay[],
    prn: row.prn,
    timeZone: row.timeZone,
    startDate: row.startDate,
    endDate: row.endDate,
    instructions: row.instructions,
    prescriber: row.prescriber,
    createdAt: row.createdAt.toISOString(),
    discontinuedAt: row.discontinuedAt?.toISOString() ?? null,
    discontinuedBy: named(row.discontinuedById, row.discontinuedByName),
    discontinuedReason: row.discontinuedReason,
  };
}

export function administrationDto(row: AdministrationRecord): Administration {
  return {
    id: row.id,
    medicationId: row.medicationId,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    status: row.status as MedicationAdministration,
    reason: row.reason as ReasonNotAdministered | null,
    comment: row.comment,
    late: row.late,
    lateReason: row.lateReason,
    recordedBy: named(row.recordedById, row.recordedByName),
    recordedAt: row.recordedAt.toISOString(),
    correctsId: row.correctsId,
    capturedOffline: row.capturedOffline,
  };
}
