import { type PatientWrite, Role, UserStatus } from '@hearth/domain';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  careCoordinators,
  caregiverAgencies,
  cities,
  diagnoses,
  languages,
  partners,
  patientAllergies,
  patientAssistance,
  patientCareTeam,
  patientDiagnoses,
  patientLanguages,
  patients,
  payers,
  users,
} from '../../../db/schema/index.ts';
import type { SeedTransaction } from '../../../db/seed/types.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import { unknownIds } from '../../../platform/db/unknownIds.ts';

export type Writer = Pick<Database, 'insert' | 'update' | 'delete' | 'select'> | SeedTransaction;

function patientRow(input: PatientWrite) {
  return {
    agencyId: input.agencyId,
    partnerId: input.partnerId,
    firstName: input.firstName,
    lastName: input.lastName,
    preferredName: input.preferredName,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    phone: input.phone,
    email: input.email,
    street: input.address.street,
    unit: input.address.unit,
    cityId: input.address.cityId,
    postalCode: input.address.postalCode,
    latitude: input.address.latitude,
    longitude: input.address.longitude,
    payerId: input.payerId,
    careCoordinatorId: input.careCoordinatorId,
    ambulatoryLevel: input.ambulatoryLevel,
    status: input.status,
  };
}

/**
 * The lists that hang off a patient are replaced whole: the form always sends all of them. One
 * statement at a time, as a transaction's connection runs them in order anyway.
 */
async function replaceChildren(writer: Writer, patientId: number, input: PatientWrite) {
  for (const table of [
    patientLanguages,
    patientDiagnoses,
    patientAllergies,
    patientAssistance,
    patientCareTeam,
  ]) {
    await writer.delete(table).where(eq(table.patientId, patientId));
  }
  const assistance = Object.entries(input.assistance).flatMap(([activity, level]) =>
    level === undefined ? [] : [{ patientId, activity, level }],
  );
  if (input.languageIds.length > 0) {
    await writer
      .insert(patientLanguages)
      .values(input.languageIds.map((languageId) => ({ patientId, languageId })));
  }
  if (input.diagnoses.length > 0) {
    await writer
      .insert(patientDiagnoses)
      .values(input.diagnoses.map((diagnosis) => ({ patientId, ...diagnosis })));
  }
  if (input.allergies.length > 0) {
    await writer
      .insert(patientAllergies)
      .values(input.allergies.map((allergy) => ({ patientId, ...allergy })));
  }
  if (assistance.length > 0) {
    await writer.insert(patientAssistance).values(assistance);
  }
  if (input.careTeamUserIds.length > 0) {
    await writer
      .insert(patientCareTeam)
      .values(input.careTeamUserIds.map((userId) => ({ patientId, userId })));
  }
}

/** Stores a new patient with everything hanging off them; also what the demo data uses. */
export async function insertPatient(writer: Writer, input: PatientWrite): Promise<number> {
  const [row] = await writer
    .insert(patients)
    .values(patientRow(input))
    .returning({ id: patients.id });
  if (row === undefined) {
    throw new Error('insert returned no row');
  }
  await replaceChildren(writer, row.id, input);
  return row.id;
}

/** Active caregivers of the agency and its active staff: who may join a care team there. */
function careTeamMemberOf(agencyId: number): SQL {
  const caregiverThere = sql`EXISTS (SELECT 1 FROM ${caregiverAgencies} WHERE ${caregiverAgencies.userId} = ${users.id} AND ${caregiverAgencies.agencyId} = ${agencyId})`;
  return and(
    eq(users.status, UserStatus.active),
    or(
      and(eq(users.role, Role.caregiver), caregiverThere),
      and(inArray(users.role, [Role.agency, Role.agencyAgent]), eq(users.agencyId, agencyId)),
    ),
  ) as SQL;
}

const one = (id: number | null) => (id === null ? [] : [id]);

export function createPatientWriteRepo(db: Database) {
  return {
    insert: insertPatient,

    async update(writer: Writer, id: number, input: PatientWrite): Promise<void> {
      await writer
        .update(patients)
        .set({ ...patientRow(input), updatedAt: new Date() })
        .where(eq(patients.id, id));
      await replaceChildren(writer, id, input);
    },

    /** The fields whose ids name nothing, keyed as the request names them. */
    async unknownReferences(input: PatientWrite): Promise<Record<string, number[]>> {
      const checks: [string, Promise<number[]>][] = [
        ['agencyId', unknownIds(db, agencies, [input.agencyId])],
        ['partnerId', unknownIds(db, partners, one(input.partnerId))],
        ['address.cityId', unknownIds(db, cities, one(input.address.cityId))],
        ['payerId', unknownIds(db, payers, one(input.payerId))],
        ['careCoordinatorId', unknownIds(db, careCoordinators, one(input.careCoordinatorId))],
        ['languageIds', unknownIds(db, languages, input.languageIds)],
        [
          'diagnoses',
          unknownIds(
            db,
            diagnoses,
            input.diagnoses.map((d) => d.diagnosisId),
          ),
        ],
      ];
      const resolved = await Promise.all(
        checks.map(async ([field, ids]) => [field, await ids] as const),
      );
      return Object.fromEntries(resolved.filter(([, ids]) => ids.length > 0));
    },

    /** Of `userIds`, those who may not be on a care team at `agencyId`. */
    async notOnCareTeamAt(agencyId: number, userIds: readonly number[]): Promise<number[]> {
      if (userIds.length === 0) {
        return [];
      }
      const eligible = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...userIds]), careTeamMemberOf(agencyId)));
      const ok = new Set(eligible.map((row) => row.id));
      return userIds.filter((id) => !ok.has(id));
    },

    /** A page of the agency's candidates whose name holds every word of `q`, by name. */
    async careTeamCandidates(
      agencyId: number,
      q: string | undefined,
      page: { limit: number; offset: number },
    ) {
      const where = and(careTeamMemberOf(agencyId), everyWordInAny([users.name], q));
      const [rows, [counted]] = await Promise.all([
        db
          .select({ userId: users.id, name: users.name, role: sql<Role>`${users.role}` })
          .from(users)
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type PatientWriteRepo = ReturnType<typeof createPatientWriteRepo>;
