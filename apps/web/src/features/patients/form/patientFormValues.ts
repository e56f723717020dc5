import type { Patient, PatientWriteInput } from '@hearth/domain';
import type { LookupOption } from '../../reference/index.ts';

/** The saved record as the form edits it: text inputs hold '' for "none". */
export function formValuesOf(patient: Patient): PatientWriteInput {
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    preferredName: patient.preferredName ?? '',
    dateOfBirth: patient.dateOfBirth,
    gender: patient.gender,
    languageIds: patient.languages.map((language) => language.id),
    phone: patient.phone ?? '',
    email: patient.email ?? '',
    address: {
      street: patient.address.street ?? '',
      unit: patient.address.unit ?? '',
      cityId: patient.city?.id ?? null,
      postalCode: patient.address.postalCode ?? '',
      latitude: patient.address.latitude,
      longitude: patient.address.longitude,
    },
    agencyId: patient.agency.id,
    partnerId: patient.partner?.id ?? null,
    payerId: patient.payer?.id ?? null,
    careCoordinatorId: patient.careCoordinator?.id ?? null,
    ambulatoryLevel: patient.ambulatoryLevel,
    status: patient.status,
    diagnoses: patient.diagnoses.map(({ id, primary }) => ({ diagnosisId: id, primary })),
    allergies: patient.allergies.map(({ allergen, reaction, notes }) => ({
      allergen,
      reaction,
      notes: notes ?? '',
    })),
    assistance: patient.assistance,
    careTeamUserIds: patient.careTeam.map((member) => member.userId),
  };
}

/** A new patient: only the agency is known, the person's own when they work for one. */
export function emptyFormValues(agencyId: number | undefined): Partial<PatientWriteInput> {
  return {
    firstName: '',
    lastName: '',
    preferredName: '',
    dateOfBirth: '',
    languageIds: [],
    phone: '',
    email: '',
    address: {
      street: '',
      unit: '',
      cityId: null,
      postalCode: '',
      latitude: null,
      longitude: null,
    },
    ...(agencyId !== undefined && { agencyId }),
    partnerId: null,
    payerId: null,
    careCoordinatorId: null,
    ambulatoryLevel: null,
    status: 'active',
    diagnoses: [],
    allergies: [],
    assistance: {},
    careTeamUserIds: [],
  };
}

/** What the pickers show for the ids already saved: names the server sent with the record. */
export type InitialChoices = {
  languages: LookupOption[];
  city: LookupOption | null;
  agency: LookupOption | null;
  payer: LookupOption | null;
  careCoordinator: LookupOption | null;
  /** Diagnosis labels by id, for the rows of the diagnoses list. */
  diagnoses: Map<number, string>;
  careTeam: LookupOption[];
};

const named = (entry: { id: number; name: string } | null): LookupOption | null =>
  entry && { id: entry.id, label: entry.name };

export function initialChoicesOf(patient: Patient | null): InitialChoices {
  return {
    languages: patient?.languages.map((l) => ({ id: l.id, label: l.name })) ?? [],
    city: named(patient?.city ?? null),
    agency: named(patient?.agency ?? null),
    payer: named(patient?.payer ?? null),
    careCoordinator: named(patient?.careCoordinator ?? null),
    diagnoses: new Map(
      patient?.diagnoses.map((d) => [d.id, `${d.code} · ${d.description}`] as const) ?? [],
    ),
    careTeam: patient?.careTeam.map((m) => ({ id: m.userId, label: m.name })) ?? [],
  };
}
