import type {
  AmbulatoryLevel,
  DailyActivity,
  Gender,
  LevelOfAssistance,
  Locale,
  PatientSort,
  PatientStatus,
  Reaction,
  Role,
} from '@hearth/domain';
import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  careCoordinators,
  cities,
  diagnoses,
  languages,
  partners,
  patientAllergies,
  patientAssistance,
  patientCareTeam,
  patientDiagnoses,
  patientLanguages,
  patientSearchText,
  patients,
  payers,
  users,
} from '../../../db/schema/index.ts';
import {
  type CountedRow,
  isDefaultList,
  pagePlaceholders,
  preparedDefaultLists,
  prepareListStatements,
  runListQueries,
  runListStatements,
  totalColumn,
} from '../../../platform/db/defaultList.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { everyWordIn } from '../../../platform/db/textSearch.ts';
import { payerNameIn } from '../coordinatorsAndPayers/index.ts';
import type { PatientScope } from './policy.ts';
import { patientScopeCondition } from './scopeCondition.ts';

type Reader = Pick<Database, 'select'>;

export type PatientFilter = {
  q?: string | undefined;
  agencyId?: number | undefined;
  status?: PatientStatus | undefined;
  careCoordinatorId?: number | undefined;
  payerId?: number | undefined;
};

function filterCondition(scope: PatientScope, filter: PatientFilter): SQL | undefined {
  return and(
    patientScopeCondition(scope),
    filter.q ? everyWordIn(patientSearchText(patients), filter.q) : undefined,
    filter.agencyId === undefined ? undefined : eq(patients.agencyId, filter.agencyId),
    filter.status === undefined ? undefined : eq(patients.status, filter.status),
    filter.careCoordinatorId === undefined
      ? undefined
      : eq(patients.careCoordinatorId, filter.careCoordinatorId),
    filter.payerId === undefined ? undefined : eq(patients.payerId, filter.payerId),
  );
}

const byName = [asc(patients.lastName), asc(patients.firstName)];
const orderings: Record<PatientSort, SQL[]> = {
  name: byName,
  '-name': [desc(patients.lastName), desc(patients.firstName)],
  dateOfBirth: [asc(patients.dateOfBirth), ...byName],
  '-dateOfBirth': [desc(patients.dateOfBirth), ...byName],
  createdAt: [asc(patients.createdAt)],
  '-createdAt': [desc(patients.createdAt)],
  updatedAt: [asc(patients.updatedAt)],
  '-updatedAt': [desc(patients.updatedAt)],
};

/** What a list row shows of a patient: the summary's columns. */
const summaryColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  preferredName: patients.preferredName,
  dateOfBirth: patients.dateOfBirth,
  status: sql<PatientStatus>`${patients.status}`,
  phone: patients.phone,
  cityId: patients.cityId,
  cityName: cities.name,
  agencyId: patients.agencyId,
  agencyName: agencies.name,
  payerId: patients.payerId,
  careCoordinatorId: patients.careCoordinatorId,
  careCoordinatorName: careCoordinators.name,
};

/** What the detail shows besides. */
const columns = {
  ...summaryColumns,
  gender: sql<Gender>`${patients.gender}`,
  email: patients.email,
  street: patients.street,
  unit: patients.unit,
  postalCode: patients.postalCode,
  latitude: patients.latitude,
  longitude: patients.longitude,
  partnerId: patients.partnerId,
  partnerName: partners.name,
  ambulatoryLevel: sql<AmbulatoryLevel | null>`${patients.ambulatoryLevel}`,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
};

async function childrenOf(reader: Reader, patientId: number, locale: Locale) {
  const [languageRows, diagnosisRows, allergies, assistance, careTeam] = await Promise.all([
    reader
      .select({ id: languages.id, name: labelIn(languages.labels, locale) })
      .from(patientLanguages)
      .innerJoin(languages, eq(languages.id, patientLanguages.languageId))
      .where(eq(patientLanguages.patientId, patientId))
      .orderBy(asc(languages.sortOrder), asc(languages.code)),
    reader
      .select({
        id: diagnoses.id,
        code: diagnoses.code,
        description: labelIn(diagnoses.labels, locale),
        primary: patientDiagnoses.primary,
      })
      .from(patientDiagnoses)
      .innerJoin(diagnoses, eq(diagnoses.id, patientDiagnoses.diagnosisId))
      .where(eq(patientDiagnoses.patientId, patientId))
      .orderBy(desc(patientDiagnoses.primary), asc(diagnoses.code)),
    reader
      .select({
        id: patientAllergies.id,
        allergen: patientAllergies.allergen,
        reaction: sql<Reaction>`${patientAllergies.reaction}`,
        notes: patientAllergies.notes,
      })
      .from(patientAllergies)
      .where(eq(patientAllergies.patientId, patientId))
      // The worst reactions first: they are what a caregiver must not miss.
      .orderBy(desc(patientAllergies.reaction), asc(patientAllergies.allergen)),
    reader
      .select({
        activity: sql<DailyActivity>`${patientAssistance.activity}`,
        level: sql<LevelOfAssistance>`${patientAssistance.level}`,
      })
      .from(patientAssistance)
      .where(eq(patientAssistance.patientId, patientId)),
    reader
      .select({ userId: users.id, name: users.name, role: sql<Role>`${users.role}` })
      .from(patientCareTeam)
      .innerJoin(users, eq(users.id, patientCareTeam.userId))
      .where(eq(patientCareTeam.patientId, patientId))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  return { languages: languageRows, diagnoses: diagnosisRows, allergies, assistance, careTeam };
}

/** A patient joined to every record whose name the detail shows, in `locale`. */
const selectNamed = (reader: Reader, locale: Locale) =>
  reader
    .select({ ...columns, payerName: payerNameIn(locale) })
    .from(patients)
    .innerJoin(agencies, eq(agencies.id, patients.agencyId))
    .leftJoin(cities, eq(cities.id, patients.cityId))
    .leftJoin(partners, eq(partners.id, patients.partnerId))
    .leftJoin(payers, eq(payers.id, patients.payerId))
    .leftJoin(careCoordinators, eq(careCoordinators.id, patients.careCoordinatorId));

/**
 * A page of patients matching `where` in `sort`'s order, each row with how many match in all:
 * one statement, reading only what the list shows. The count alone is for a page past the end.
 */
function listQueries(
  db: Database,
  where: SQL | undefined,
  sort: PatientSort,
  locale: Locale,
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return {
    rows: db
      .select({
        ...summaryColumns,
        payerName: payerNameIn(locale),
        total: totalColumn(db, patients, where),
      })
      .from(patients)
      .innerJoin(agencies, eq(agencies.id, patients.agencyId))
      .leftJoin(cities, eq(cities.id, patients.cityId))
      .leftJoin(payers, eq(payers.id, patients.payerId))
      .leftJoin(careCoordinators, eq(careCoordinators.id, patients.careCoordinatorId))
      .where(where)
      .orderBy(...orderings[sort], asc(patients.id))
      .limit(page.limit)
      .offset(page.offset),
    total: db.select({ total: count() }).from(patients).where(where),
  };
}

export function createPatientRepo(db: Database) {
  // As for caregivers: the default list is built once per shape and planned once per connection.
  const defaultList = preparedDefaultLists(
    'patient_list',
    patients.agencyId,
    (where, name, locale) =>
      prepareListStatements(db, listQueries(db, where, 'name', locale, pagePlaceholders), name),
  );

  return {
    async list(
      scope: PatientScope,
      filter: PatientFilter,
      sort: PatientSort,
      page: { limit: number; offset: number },
      locale: Locale,
    ) {
      if (isDefaultList(scope, filter, sort === 'name')) {
        const prepared = defaultList(scope, locale);
        return runListStatements(prepared, { ...prepared.values, ...page });
      }
      return runListQueries(
        listQueries(db, filterCondition(scope, filter), sort, locale, page),
        page.offset,
      );
    },

    /** The patient with everything the detail page shows, if `scope` lets them be seen. */
    async findVisible(scope: PatientScope, id: number, locale: Locale, reader: Reader = db) {
      const [row] = await selectNamed(reader, locale).where(
        and(eq(patients.id, id), patientScopeCondition(scope)),
      );
      return row && { ...row, ...(await childrenOf(reader, id, locale)) };
    },

    /** Just enough to decide about a patient's contacts: whose patient it is. */
    async findVisibleOwner(
      scope: PatientScope,
      id: number,
    ): Promise<{ id: number; agencyId: number } | undefined> {
      const [row] = await db
        .select({ id: patients.id, agencyId: patients.agencyId })
        .from(patients)
        .where(and(eq(patients.id, id), patientScopeCondition(scope)));
      return row;
    },
  };
}

export type PatientRepo = ReturnType<typeof createPatientRepo>;
/** What a list row and the detail both carry: all the summary shows (a list row also its total). */
export type PatientSummaryRecord = Omit<
  Awaited<ReturnType<PatientRepo['list']>>['rows'][number],
  keyof CountedRow
>;
export type PatientRecord = NonNullable<Awaited<ReturnType<PatientRepo['findVisible']>>>;
