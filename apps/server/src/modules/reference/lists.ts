import {
  type CareTypeListQuery,
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
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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

/** What a curated code-and-labels list shares: search, order, uniqueness of the code. */
function codedDefaults(table: CodedTable, tableName: string) {
  return {
    search: (q: string) => labelOrCodeSearch(table, q),
    orderBy: () => [asc(table.sortOrder), asc(table.id)],
    newEntries: 'atEnd' as const,
    uniqueFields: { [`${tableName}_code_unique`]: 'code' },
    toInsert: <B extends { sortOrder?: number | undefined }>(body: B, sortOrder: number) => ({
      ...body,
      sortOrder: body.sortOrder ?? sortOrder,
    }),
    // Update payloads name the columns they change.
    toUpdate: <B>(body: B) => body,
  };
}

const languageList: ListDefinition<
  typeof languages,
  typeof languages.$inferSelect,
  z.infer<typeof languageSchema>,
  z.infer<typeof referenceListQuerySchema>,
  z.infer<typeof createLanguageSchema>,
  z.infer<typeof updateLanguageSchema>
> = {
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
  ...codedDefaults(languages, 'languages'),
  toDto: (row) => ({ ...codedDto(row), nativeName: row.nativeName }),
};

const diagnosisList: ListDefinition<
  typeof diagnoses,
  typeof diagnoses.$inferSelect,
  CodedEntry,
  z.infer<typeof referenceListQuerySchema>,
  z.infer<typeof createDiagnosisSchema>,
  z.infer<typeof updateCodedEntrySchema>
> = {
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
  ...codedDefaults(diagnoses, 'diagnoses'),
  // By code, as ICD-10 is read: a new code takes its place among the others.
  orderBy: () => [asc(diagnoses.sortOrder), asc(diagnoses.code)],
  newEntries: 'alphabetical',
  toDto: codedDto,
};

/** A list of nothing but codes and labels. */
function plainCodedList(
  list: ReferenceList,
  subject: string,
  table: typeof relationships | typeof caregiverRoles,
  tableName: string,
  summary: string,
): ListDefinition<
  typeof table,
  typeof table.$inferSelect,
  CodedEntry,
  z.infer<typeof referenceListQuerySchema>,
  z.infer<typeof createCodedEntrySchema>,
  z.infer<typeof updateCodedEntrySchema>
> {
  return {
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
    ...codedDefaults(table, tableName),
    toDto: codedDto,
  };
}

const professionList: ListDefinition<
  typeof professions,
  typeof professions.$inferSelect,
  z.infer<typeof professionSchema>,
  z.infer<typeof referenceListQuerySchema>,
  z.infer<typeof createProfessionSchema>,
  z.infer<typeof updateProfessionSchema>
> = {
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
  ...codedDefaults(professions, 'professions'),
  toDto: (row) => ({ ...codedDto(row), rank: row.rank }),
};

export const careTypeList: ListDefinition<
  typeof careTypes,
  typeof careTypes.$inferSelect,
  z.infer<typeof careTypeSchema>,
  CareTypeListQuery,
  z.infer<typeof createCareTypeSchema>,
  z.infer<typeof updateCodedEntrySchema>
> = {
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
  ...codedDefaults(careTypes, 'care_types'),
  filters: (query) => [query.product ? eq(careTypes.product, query.product) : undefined],
  toDto: (row) => ({ ...codedDto(row), product: careTypeSchema.shape.product.parse(row.product) }),
};

export const surveyQuestionList: ListDefinition<
  typeof surveyQuestions,
  typeof surveyQuestions.$inferSelect,
  z.infer<typeof surveyQuestionSchema>,
  z.infer<typeof referenceListQuerySchema>,
  z.infer<typeof createSurveyQuestionSchema>,
  z.infer<typeof updateSurveyQuestionSchema>
> = {
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
  ...codedDefaults(surveyQuestions, 'survey_questions'),
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
};

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
    'relationships',
    "A contact's relationship to the person cared for",
  ),
  professions: professionList,
  'care-types': careTypeList,
  'caregiver-roles': plainCodedList(
    'caregiver-roles',
    'caregiver_role',
    caregiverRoles,
    'caregiver_roles',
    'What a caregiver does on a care team',
  ),
  'survey-questions': surveyQuestionList,
};
