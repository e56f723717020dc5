import {
  REFERRAL_MILESTONES,
  type Referral,
  type ReferralDetail,
  type ReferralEvent,
  type ReferralMilestone,
  type ReferralParty,
  referralMovesFor,
  type SharedLivingBillingFrequency,
} from '@hearth/domain';
import type { ReferralRecord, TimelineRow } from './referralRepo.ts';

const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function referralDto(record: ReferralRecord, party: ReferralParty | null): Referral {
  return {
    id: record.id,
    hub: { id: record.hubId, name: record.hubName },
    partner: named(record.partnerId, record.partnerName),
    referredBy: named(record.referredById, record.referredByName),
    careCoordinator: named(record.careCoordinatorId, record.careCoordinatorName),
    firstName: record.firstName,
    lastName: record.lastName,
    dateOfBirth: record.dateOfBirth,
    phone: record.phone,
    needs: record.needs,
    status: record.status,
    closeReason: record.closeReason,
    closeNote: record.closeNote,
    milestones: Object.fromEntries(
      REFERRAL_MILESTONES.map((name) => [name, record[name]]),
    ) as Record<ReferralMilestone, string | null>,
    placement:
      record.homeId === null || record.homeName === null
        ? null
        : {
            home: { id: record.homeId, name: record.homeName },
            // The database's checks hold this column to the enumeration's codes.
            billingFrequency: record.billingFrequency as SharedLivingBillingFrequency | null,
            rateCents: record.rateCents,
          },
    createdAt: record.createdAt.toISOString(),
    ageDays: record.ageDays,
    party,
    moves: party === null ? [] : referralMovesFor(party, record.status),
  };
}

export function timelineDto(row: TimelineRow): ReferralEvent {
  // Only this module writes the timeline, and only with the listed kinds, statuses and milestones.
  return {
    id: row.id,
    kind: row.kind as ReferralEvent['kind'],
    fromStatus: row.fromStatus as ReferralEvent['fromStatus'],
    toStatus: row.toStatus as ReferralEvent['toStatus'],
    closeReason: row.closeReason,
    milestone: row.milestone as ReferralEvent['milestone'],
    milestoneOn: row.milestoneOn,
    note: row.note,
    actor: named(row.actorId, row.actorName),
    at: row.at.toISOString(),
  };
}

export function referralDetailDto(
  record: ReferralRecord,
  party: ReferralParty | null,
  timeline: readonly TimelineRow[],
): ReferralDetail {
  return { ...referralDto(record, party), timeline: timeline.map(timelineDto) };
}
