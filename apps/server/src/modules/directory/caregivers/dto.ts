import {
  type Caregiver,
  type CaregiverDocument,
  type CaregiverStatusChangeRecord,
  type CaregiverSummary,
  caregiverPhotoUrl,
  documentExpiry,
  type Named,
} from '@hearth/domain';
import type { CaregiverRecord, CaregiverSummaryRecord } from './caregiverRepo.ts';
import type { StatusChangeRecord } from './caregiverWriteRepo.ts';
import type { DocumentRecord } from './documentRepo.ts';

const iso = (date: Date) => date.toISOString();

/** The photo's url, versioned by its storage key so a new photo is a new url; null without one. */
export const caregiverPhotoUrlOf = (caregiverId: number, storageKey: string | null) =>
  storageKey === null ? null : caregiverPhotoUrl(caregiverId, storageKey);

function named(id: number | null, name: string | null): Named | null {
  return id === null || name === null ? null : { id, name };
}

export function caregiverSummaryDto(row: CaregiverSummaryRecord): CaregiverSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    status: row.status,
    agency: { id: row.agencyId, name: row.agencyName },
    profession:
      row.professionId === null || row.professionCode === null
        ? null
        : { id: row.professionId, code: row.professionCode, name: row.professionName },
    city: named(row.cityId, row.cityName),
    languages: row.languages,
    // Rounded to 100 m: finer would suggest a precision a home address pin does not have.
    distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
    documentAlerts: row.documentAlerts,
  };
}

export function caregiverDto(row: CaregiverRecord): Caregiver {
  return {
    ...caregiverSummaryDto(row),
    dateOfBirth: row.dateOfBirth,
    bio: row.bio,
    address: {
      street: row.street,
      unit: row.unit,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    user:
      row.userId === null || row.userName === null || row.userEmail === null
        ? null
        : { id: row.userId, name: row.userName, email: row.userEmail },
    roles: row.roles,
    competencies: Object.fromEntries(
      row.competencies.map((competency) => [competency.skill, competency.level]),
    ),
    availability: row.availability,
    photoUrl: caregiverPhotoUrlOf(row.id, row.photoStorageKey),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function statusChangeDto(row: StatusChangeRecord): CaregiverStatusChangeRecord {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    reason: row.reason,
    changedBy: named(row.changedById, row.changedByName),
    changedAt: iso(row.changedAt),
  };
}

export function documentDto(row: DocumentRecord, today: string): CaregiverDocument {
  return {
    ...row,
    expiry: documentExpiry(row.expiresOn, today),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
