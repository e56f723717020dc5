import type { Agency, AgencySummary, StandingChange } from '@hearth/domain';
import type { Actor } from '../../../platform/auth/actor.ts';
import { provinceRefOf } from '../shared/provinceRef.ts';
import type { AgencyRecord, AgencySummaryRecord } from './agencyRepo.ts';
import { canChangeStanding, canEditAgency, canSeeStanding, canViewStaff } from './policy.ts';
import type { StandingChangeRecord } from './standingRepo.ts';

/** Distances to a tenth of a kilometre: closer than that is noise of the coordinates. */
const roundKm = (km: number | null) => (km === null ? null : Math.round(km * 10) / 10);

export function agencySummaryDto(actor: Actor, row: AgencySummaryRecord): AgencySummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    phone: row.phone,
    email: row.email,
    website: row.website,
    city:
      row.cityId === null || row.cityName === null ? null : { id: row.cityId, name: row.cityName },
    province: provinceRefOf(row),
    careTypes: row.careTypes,
    standing: canSeeStanding(actor, row.id) ? row.standing : null,
    distanceKm: roundKm(row.distanceKm),
  };
}

export function agencyDto(actor: Actor, row: AgencyRecord): Agency {
  return {
    ...agencySummaryDto(actor, row),
    legalName: row.legalName,
    description: row.description,
    address: {
      street: row.street,
      unit: row.unit,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    serviceRadiusKm: row.serviceRadiusKm,
    languages: row.languages,
    can: {
      edit: canEditAgency(actor, row.id),
      changeStanding: canChangeStanding(actor),
      viewStaff: canViewStaff(actor, row.id),
      viewStandingHistory: canSeeStanding(actor, row.id),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function standingChangeDto(row: StandingChangeRecord): StandingChange {
  return {
    id: row.id,
    fromStanding: row.fromStanding,
    toStanding: row.toStanding,
    reason: row.reason,
    changedBy:
      row.changedById === null || row.changedByName === null
        ? null
        : { id: row.changedById, name: row.changedByName },
    changedAt: row.changedAt.toISOString(),
  };
}
