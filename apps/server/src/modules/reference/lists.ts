import type { SubjectType } from '@hearth/domain';
import {
  type CodedEntry,
  caregiverRoleSchema,
  careTypeListQuerySchema,
  careTypeSchema,
  createCareTypeSchema,
  createCodedEntrySchema,
  createDiagnosisSchema,
  createLanguageSchema,
  createProfessionSchema,
  createSurveyQuestionSchema,
  diagnosisSchema,
  languageSchema,
  professionSchema,
  type ReferenceList,
  type ReferenceListQuery,
  referenceListQuerySchema,
  relationshipSchema,
  SurveyQuestionKind,
  surveyOptionsProblem,
  surveyQuestionSchema,
  updateCodedEntrySchema,
  updateLanguageSchema,
  updateProfessionSchema,
  updateSurveyQuestionSchema,
} from '@hearth/domain';
import { asc, eq, getTableName } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  caregiverRoles,
  careTypes,
  diagnoses,
  languages,
  professions,
  relationships,
  surveyQuestions,
} from '../../db/schema/index.ts';
import { cityList } from './cityList.ts';
import {
  type AnyListDefinition,
  type EntryTable,
  isoDate,
  type ListDefinition,
  labelOrCodeSearch,
} from './listDefinition.ts';
import { referenceAccess } from './policy.ts';
import { provinceList } from './provinceList.ts';

type CodedTable = EntryTable & { code: AnyPgColumn; labels: AnyPgColumn };
type CodedRow = Omit<CodedEntry, 'retiredAt'> & { retiredAt: Date | null };

const codedDto = (row: CodedRow): CodedEntry => ({
  id: row.id,
  code: row.code,
  labels: row.labels,
  sortOrder: row.sortOrder,
  retiredAt: isoDate(row.retiredAt),
});

type CodedListDefinition<
  TTable extends CodedTable,
  TDto,
  TQuery extends ReferenceListQuery,
  TCreate,
  TUpdate,
> = ListDefinition<TTable, TTable['$inferSelect'], TDto, TQuery, TCreate, TUpdate>;

/** What a curated list writes itself, beside what it shares with every coded list. */
type CodedListOwn<
  TTable extends CodedTable,
  TDto,
  TQuery extends ReferenceListQuery,
  TCreate,
  TUpdate,
> = Omit<
  CodedListDefinition<TTable, TDto, TQuery, TCreate, TUpdate>,
  'search' | 'orderBy' | 'newEntries' | 'uniqueFields' | 'toInsert' | 'toUpdate'
> &
  Partial<
    Pick<CodedListDefinition<TTable, TDto, TQuery, TCreate, TUpdate>, 'orderBy' | 'newEntries'>
  >;

/**
 * A curated code-and-labels list: searched by label or code, in its curators' order (new entries
 * at the end), its code unique; a list may order itself otherwise.
 */
function codedList<
  TTable extends CodedTable,
  TDto,
  TQuery extends ReferenceListQuery,
  TCreate extends { sortOrder?: number | undefined },
  TUpdate,
>(
  own: CodedListOwn<TTable, TDto, TQuery, TCreate, TUpdate>,
): CodedListDefinition<TTable, TDto, TQuery, TCreate, TUpdate> {
  const { table } = own;
  return {
    search: (q) => labelOrCodeSearch(table, q),
    orderBy: () => [asc(table.sortOrder), asc(table.id)],
    newEntries: 'atEnd',
    uniqueFields: { [`${getTableName(table)}_code_unique`]: 'code' },
    // A payload's fields are its table's columns: the wire schemas are written from them.
    toInsert: (body, sortOrder) =>
      ({ ...body, sortOrder: body.sortOrder ?? sortOrder }) as TTable['$inferInsert'],
    // Update payloads name the columns they change.
    toUpdate: (body) => body as Partial<TTable['$inferInsert']>,
    ...own,
  };
}

const languageList = codedList({
  list: 'languages',
  subject: 'language',
  table: languages,
  readAccess: referenceAccess.publicList,
  summary: 'Languages (ISO 639-1)',
  schemas: {
    item: languageSchema,
    query: referenceListQuerySchema,
    create: createLanguageSchema,
    update: updateLanguageSchema,
  },
  toDto: (row) => ({ ...codedDto(row), nativeName: row.nativeName }),
});

const diagnosisList = codedList({
  list: 'diagnoses',
  subject: 'diagnosis',
  table: diagnoses,
  readAccess: referenceAccess.signedInList,
  summary: 'Diagnoses (ICD-10 codes and titles)',
  schemas: {
    item: diagnosisSchema,
    query: referenceListQuerySchema,
    create: createDiagnosisSchema,
    update: updateCodedEntrySchema,
  },
  // By code, as ICD-10 is read: a new code takes its place among the others.
  orderBy: () => [asc(diagnoses.sortOrder), asc(diagnoses.code)],
  newEntries: 'alphabetical',
  toDto: codedDto,
});

/** A list of nothing but codes and labels. */
const plainCodedList = (
  list: 'relationships' | 'caregiver-roles',
  subject: SubjectType,
  table: typeof relationships | typeof caregiverRoles,
  summary: string,
) =>
  codedList({
    list,
    subject,
    table,
    readAccess: referenceAccess.signedInList,
    summary,
    schemas: {
      item: list === 'relationships' ? relationshipSchema : caregiverRoleSchema,
      query: referenceListQuerySchema,
      create: createCodedEntrySchema,
      update: updateCodedEntrySchema,
    },
    toDto: codedDto,
  });

const professionList = codedList({
  list: 'professions',
  subject: 'profession',
  table: professions,
  readAccess: referenceAccess.publicList,
  summary: 'Caregiver professions, with their rank on the nursing ladder',
  schemas: {
    item: professionSchema,
    query: referenceListQuerySchema,
    create: createProfessionSchema,
    update: updateProfessionSchema,
  },
  toDto: (row) => ({ ...codedDto(row), rank: row.rank }),
});

export const careTypeList = codedList({
  list: 'care-types',
  subject: 'care_type',
  table: careTypes,
  readAccess: referenceAccess.publicList,
  summary: 'Care types of every product (home care, shared living, adult day)',
  schemas: {
    item: careTypeSchema,
    query: careTypeListQuerySchema,
    create: createCareTypeSchema,
    update: updateCodedEntrySchema,
  },
  filters: (query) => [query.product ? eq(careTypes.product, query.product) : undefined],
  toDto: (row) => ({ ...codedDto(row), product: careTypeSchema.shape.product.parse(row.product) }),
});

export const surveyQuestionList = codedList({
  list: 'survey-questions',
  subject: 'survey_question',
  table: surveyQuestions,
  readAccess: referenceAccess.publicList,
  summary: 'Questions of the care-needs survey',
  schemas: {
    item: surveyQuestionSchema,
    query: referenceListQuerySchema,
    create: createSurveyQuestionSchema,
    update: updateSurveyQuestionSchema,
  },
  toDto: (row) => ({
    ...codedDto(row),
    kind: SurveyQuestionKind.schema.parse(row.kind),
    required: row.required,
    options: row.options,
  }),
  checkUpdate: (stored, body) => {
    const problem =
      body.options &&
      surveyOptionsProblem(SurveyQuestionKind.schema.parse(stored.kind), body.options);
    return problem ? { options: [problem] } : undefined;
  },
});

/** Every list an administrator maintains, by its path under /api. */
export const referenceLists: Record<ReferenceList, AnyListDefinition> = {
  provinces: provinceList,
  cities: cityList,
  languages: languageList,
  diagnoses: diagnosisList,
  relationships: plainCodedList(
    'relationships',
    'relationship',
    relationships,
    "A contact's relationship to the person cared for",
  ),
  professions: professionList,
  'care-types': careTypeList,
  'caregiver-roles': plainCodedList(
    'caregiver-roles',
    'caregiver_role',
    caregiverRoles,
    'What a caregiver does on a care team',
  ),
  'survey-questions': surveyQuestionList,
};
