import type { Contact, Named, Patient, PatientSummary } from '@hearth/domain';
import type { ContactRecord } from './contactRepo.ts';
import type { PatientRecord, PatientSummaryRecord } from './patientRepo.ts';

const iso = (date: Date) => date.toISOString();

function named(id: number | null, name: string | null): Named | null {
  return id === null || name === null ? null : { id, name };
}

export function patientSummaryDto(row: PatientSummaryRecord): PatientSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    preferredName: row.preferredName,
    dateOfBirth: row.dateOfBirth,
    status: row.status,
    phone: row.phone,
    city: named(row.cityId, row.cityName),
    agency: { id: row.agencyId, name: row.agencyName },
    careCoordinator: named(row.careCoordinatorId, row.careCoordinatorName),
    payer: named(row.payerId, row.payerName),
  };
}

export function patientDto(row: PatientRecord): Patient {
  return {
    ...patientSummaryDto(row),
    gender: row.gender,
    languages: row.languages,
    email: row.email,
    address: {
      street: row.street,
      unit: row.unit,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    partner: named(row.partnerId, row.partnerName),
    ambulatoryLevel: row.ambulatoryLevel,
    diagnoses: row.diagnoses,
    allergies: row.allergies,
    assistance: Object.fromEntries(row.assistance.map(({ activity, level }) => [activity, level])),
    careTeam: row.careTeam,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function contactDto(row: ContactRecord): Contact {
  return {
    id: row.id,
    patientId: row.patientId,
    name: row.name,
    relationship: named(row.relationshipId, row.relationshipName),
    phone: row.phone,
    email: row.email,
    emergency: row.emergency,
    consentToShare: row.consentToShare,
    consentRecordedAt: row.consentRecordedAt === null ? null : iso(row.consentRecordedAt),
    consentRecordedBy: named(row.consentRecordedById, row.consentRecordedByName),
    familyLinked: row.familyLinked,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
