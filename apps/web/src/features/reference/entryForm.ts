import {
  createCareTypeSchema,
  createCitySchema,
  createCodedEntrySchema,
  createDiagnosisSchema,
  createLanguageSchema,
  createProfessionSchema,
  createProvinceSchema,
  createSurveyQuestionSchema,
  type Labels,
  type ReferenceList,
  updateCitySchema,
  updateCodedEntrySchema,
  updateProvinceSchema,
} from '@hearth/domain';
import type { z } from 'zod';
import type { EntryRow } from './entries.ts';

/** Every field the add and rename forms may show; each list shows some of them. */
export type EntryFormValues = {
  country: string;
  code: string;
  name: string;
  labels: Labels;
  provinceId: number | undefined;
  latitude: number | undefined;
  longitude: number | undefined;
  population: number | undefined;
  nativeName: string;
  rank: number | null;
  product: string;
  kind: string;
  required: boolean;
};

export type EntryField = Exclude<keyof EntryFormValues, 'labels'> | 'labels';

export type FormMode = 'add' | 'rename';

type FormSpec = { fields: readonly EntryField[]; schema: z.ZodType };

const codedAdd = (schema: z.ZodType, extra: readonly EntryField[] = []): FormSpec => ({
  fields: ['code', 'labels', ...extra],
  schema,
});

// The server checks the same schemas; the form checks first so the person hears at once.
const addForms: Record<ReferenceList, FormSpec> = {
  provinces: { fields: ['country', 'code', 'name', 'labels'], schema: createProvinceSchema },
  cities: {
    fields: ['provinceId', 'name', 'latitude', 'longitude', 'population'],
    schema: createCitySchema,
  },
  languages: codedAdd(createLanguageSchema, ['nativeName']),
  diagnoses: codedAdd(createDiagnosisSchema),
  relationships: codedAdd(createCodedEntrySchema),
  professions: codedAdd(createProfessionSchema, ['rank']),
  'care-types': codedAdd(createCareTypeSchema, ['product']),
  'caregiver-roles': codedAdd(createCodedEntrySchema),
  'survey-questions': codedAdd(createSurveyQuestionSchema, ['kind', 'required']),
};

/** Renaming changes the names people read; codes and other details stay. */
function renameForm(list: ReferenceList): FormSpec {
  switch (list) {
    case 'provinces':
      return { fields: ['name', 'labels'], schema: updateProvinceSchema };
    case 'cities':
      return { fields: ['name'], schema: updateCitySchema };
    default:
      return { fields: ['labels'], schema: updateCodedEntrySchema };
  }
}

export function formSpec(list: ReferenceList, mode: FormMode): FormSpec {
  return mode === 'add' ? addForms[list] : renameForm(list);
}

const emptyLabels: Labels = { 'en-US': '', 'en-CA': '', 'es-ES': '' };

export function initialValues(row: EntryRow | null): EntryFormValues {
  return {
    country: '',
    code: '',
    name: row?.name ?? '',
    labels: row?.labels ?? emptyLabels,
    provinceId: undefined,
    latitude: undefined,
    longitude: undefined,
    population: undefined,
    nativeName: '',
    rank: null,
    product: '',
    kind: '',
    required: false,
  };
}
