import type { Assessment, AssessmentMove, AssessmentSummary, Named } from '@hearth/domain';
import type { AssessmentRecord, AssessmentSummaryRecord } from './assessmentRepo.ts';

function named(id: number | null, name: string | null): Named | null {
  return id === null || name === null ? null : { id, name };
}

export function assessmentSummaryDto(row: AssessmentSummaryRecord): AssessmentSummary {
  return {
    id: row.id,
    status: row.status,
    patient: named(row.patientId, row.patientName),
    agency: { id: row.agencyId, name: row.agencyName },
    careType: named(row.careTypeId, row.careTypeName),
    services: row.services,
    startDate: row.startDate,
    endDate: row.endDate,
    rateCents: row.rateCents,
    rateUnit: row.rateUnit,
    billingFrequency: row.billingFrequency,
    paymentStatus: row.paymentStatus,
    billTo: row.billTo,
    payer: named(row.payerId, row.payerName),
    payerShareBasisPoints: row.payerShareBasisPoints,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function assessmentDto(row: AssessmentRecord, allowedMoves: AssessmentMove[]): Assessment {
  return {
    ...assessmentSummaryDto(row),
    notes: row.notes,
    schedule: row.schedule,
    history: row.history.map((change) => ({
      id: change.id,
      from: change.from,
      to: change.to,
      changedBy: named(change.changedById, change.changedByName),
      changedAt: change.changedAt.toISOString(),
      reason: change.reason,
    })),
    allowedMoves,
  };
}
