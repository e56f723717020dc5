import type { AgencyOffer, CaregiverOffer, OfferResponse, Posting } from '@hearth/domain';
import type { PostingRecord } from './postingRepo.ts';
import { mayKnowPatient } from './postingService.ts';

export function postingDto(record: PostingRecord): Posting {
  return {
    id: record.id,
    assessmentId: record.assessmentId,
    status: record.status,
    postedBy: { id: record.postedById, name: record.postedByName },
    note: record.note,
    patient:
      mayKnowPatient(record) && record.patientId !== null
        ? { id: record.patientId, name: record.patientName }
        : null,
    city: record.city,
    careType: record.careType,
    services: record.services,
    startDate: record.startDate,
    endDate: record.endDate,
    schedule: record.schedule,
    offeredToAgencies: record.offeredToAgencies,
    offeredToCaregivers: record.offeredToCaregivers,
    filledBy: record.filledBy,
    filledAt: record.filledAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    myResponse: record.myResponse,
    mine: record.mine,
  };
}

type OfferRow = { id: number; name: string; response: OfferResponse; respondedAt: Date | null };

export function agencyOfferDto(row: OfferRow): AgencyOffer {
  return {
    agency: { id: row.id, name: row.name },
    response: row.response,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

export function caregiverOfferDto(row: OfferRow & { profession: string | null }): CaregiverOffer {
  return {
    caregiver: { id: row.id, name: row.name },
    profession: row.profession,
    response: row.response,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}
