import { type PatientWriteInput, patientWriteSchema } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import {
  careCoordinators,
  cities,
  diagnoses,
  languages,
  patientContacts,
  payers,
  provinces,
  relationships,
} from '../../src/db/schema/index.ts';
import { createPatientWriteRepo } from '../../src/modules/directory/patients/patientWriteRepo.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

const labels = (text: string) => ({ 'en-US': text, 'en-CA': text, 'es-ES': `${text} (es)` });

/** One entry of each reference list a patient points at, and a payer and a care coordinator. */
export async function createPatientReferences(db: Database) {
  const n = next();
  const [diagnosis] = await db
    .insert(diagnoses)
    .values({ code: `T${n}.1`, labels: labels(`Test condition ${n}`) })
    .returning({ id: diagnoses.id });
  const [secondDiagnosis] = await db
    .insert(diagnoses)
    .values({ code: `T${n}.2`, labels: labels(`Other condition ${n}`) })
    .returning({ id: diagnoses.id });
  const [language] = await db
    .insert(languages)
    .values({ code: `l${n}`, labels: labels(`Language ${n}`), nativeName: `Lingua ${n}` })
    .returning({ id: languages.id });
  const [relationship] = await db
    .insert(relationships)
    .values({ code: `relative-${n}`, labels: labels(`Relative ${n}`) })
    .returning({ id: relationships.id });
  const [province] = await db
    .insert(provinces)
    .values({
      country: 'CA',
      code: `P${n}`,
      name: `Province ${n}`,
      labels: labels(`Province ${n}`),
    })
    .returning({ id: provinces.id });
  if (!diagnosis || !secondDiagnosis || !language || !relationship || !province) {
    throw new Error('reference entries were not created');
  }
  const [city] = await db
    .insert(cities)
    .values({
      provinceId: province.id,
      name: `Town ${n}`,
      searchName: `town ${n}`,
      latitude: 49.28,
      longitude: -123.12,
      slug: `town-${n}`,
    })
    .returning({ id: cities.id });
  const [payer] = await db
    .insert(payers)
    .values({ kind: 'government', name: `Home Care Program ${n}` })
    .returning({ id: payers.id });
  const [coordinator] = await db
    .insert(careCoordinators)
    .values({ name: `Coordinator ${n}`, organisation: 'Health Region' })
    .returning({ id: careCoordinators.id });
  if (!city || !payer || !coordinator) {
    throw new Error('no city, payer or coordinator created');
  }
  return {
    diagnosisId: diagnosis.id,
    secondDiagnosisId: secondDiagnosis.id,
    languageId: language.id,
    relationshipId: relationship.id,
    cityId: city.id,
    payerId: payer.id,
    careCoordinatorId: coordinator.id,
  };
}

/** A valid request body for a new patient; override what the test is about. */
export function patientInput(
  agencyId: number,
  overrides: Partial<PatientWriteInput> = {},
): PatientWriteInput {
  const n = next();
  return {
    firstName: `Given${n}`,
    lastName: `Family${n}`,
    dateOfBirth: '1940-05-17',
    gender: 'female',
    agencyId,
    ...overrides,
  };
}

/** Stores a patient through the module's own writer, as the API would. */
export async function createPatient(
  db: Database,
  agencyId: number,
  overrides: Partial<PatientWriteInput> = {},
): Promise<number> {
  const input = patientWriteSchema.parse(patientInput(agencyId, overrides));
  return createPatientWriteRepo(db).insert(db, input);
}

/**
 * A contact of the patient, linked to the account `userId` when given; `consent` records their
 * consent to share the patient's care with them (none unless told).
 */
export async function createContact(
  db: Database,
  patientId: number,
  values: {
    name?: string;
    emergency?: boolean;
    phone?: string;
    userId?: number;
    consent?: boolean;
  } = {},
): Promise<number> {
  const consent = values.consent ?? false;
  const [row] = await db
    .insert(patientContacts)
    .values({
      patientId,
      name: values.name ?? `Contact ${next()}`,
      phone: values.phone ?? '+1 604 555 0100',
      emergency: values.emergency ?? false,
      userId: values.userId ?? null,
      consentToShare: consent,
      consentRecordedAt: consent ? new Date() : null,
    })
    .returning({ id: patientContacts.id });
  if (!row) {
    throw new Error('no contact created');
  }
  return row.id;
}
