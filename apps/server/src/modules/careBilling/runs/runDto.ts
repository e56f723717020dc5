import {
  CARE_INVOICE_RECIPIENTS,
  type CareInvoiceRun,
  type CareInvoiceRunDetail,
  type CareInvoiceRunStatus,
} from '@hearth/domain';
import type { RunRepo, RunRow } from './runRepo.ts';

type DraftRow = Awaited<ReturnType<RunRepo['drafts']>>[number];
type ExceptionRow = Awaited<ReturnType<RunRepo['exceptions']>>[number];

const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export const runDto = (row: RunRow): CareInvoiceRun => ({
  id: row.id,
  agencyId: row.agencyId,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  status: row.status as CareInvoiceRunStatus,
  totalVisits: row.totalVisits,
  processedVisits: row.processedVisits,
  draftCount: row.draftCount,
  exceptionCount: row.exceptionCount,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export function runDetailDto(
  row: RunRow,
  drafts: readonly DraftRow[],
  exceptions: readonly ExceptionRow[],
  agencyCurrency: string,
): CareInvoiceRunDetail {
  const totals = CARE_INVOICE_RECIPIENTS.map((recipient) => {
    const mine = drafts.filter((draft) => draft.recipient === recipient);
    return {
      recipient,
      invoices: mine.length,
      totalCents: mine.reduce((sum, draft) => sum + draft.totalCents, 0),
    };
  });
  return {
    ...runDto(row),
    currency: drafts[0]?.currency ?? agencyCurrency,
    totals,
    drafts: drafts.map((draft) => ({
      invoiceId: draft.invoiceId,
      recipient: draft.recipient,
      status: draft.status,
      payer: named(draft.payerId, draft.payerName),
      patient: named(draft.patientId, draft.patientName),
      resident: named(draft.referralId, draft.residentName),
      lineCount: draft.lineCount,
      totalCents: draft.totalCents,
    })),
    exceptions: exceptions.map((exception) => ({
      shiftId: exception.shiftId,
      reasons: exception.reasons,
      patient: { id: exception.patientId, name: exception.patientName },
      caregiver: named(exception.caregiverId, exception.caregiverName),
      plannedStart: exception.plannedStart.toISOString(),
      plannedEnd: exception.plannedEnd.toISOString(),
      checkedInAt: exception.checkedInAt?.toISOString() ?? null,
      checkedOutAt: exception.checkedOutAt?.toISOString() ?? null,
    })),
  };
}
