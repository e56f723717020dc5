import type { HostLead, HostLeadSummary } from '@hearth/domain';
import type { HostLeadRepo, LeadRecord } from './hostLeadRepo.ts';

type ChangeRecord = Awaited<ReturnType<HostLeadRepo['history']>>[number];

const namedOrNull = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function leadSummaryDto(row: LeadRecord): HostLeadSummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    location: row.location,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    listing: namedOrNull(row.listingId, row.listingName),
    agency: namedOrNull(row.agencyId, row.agencyName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function leadDto(row: LeadRecord, history: readonly ChangeRecord[]): HostLead {
  return {
    ...leadSummaryDto(row),
    message: row.message,
    history: history.map((change) => ({
      id: change.id,
      from: change.from,
      to: change.to,
      reason: change.reason,
      changedBy: namedOrNull(change.changedById, change.changedByName),
      changedAt: change.changedAt.toISOString(),
    })),
  };
}
