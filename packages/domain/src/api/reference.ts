import { z } from 'zod';
import { MarketplaceProduct } from '../enums/marketplace.ts';
import {
  Country,
  ReferenceList,
  ReferenceStatus,
  SurveyQuestionKind,
  WeekDay,
} from '../enums/reference.ts';
import { int32, pathId, positiveId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';
import type { ServerMessageCode } from './serverMessages.ts';

export const LABEL_MAX_LENGTH = 200;

/** The reference lists' own rules, as keys of the web's `reference` words (form and server alike). */
export const ReferenceValidation = {
  codeFormat: 'reference:validation.codeFormat',
  changeSomething: 'reference:validation.changeSomething',
  languageCode: 'reference:validation.languageCode',
  diagnosisCode: 'reference:validation.diagnosisCode',
  provinceCode: 'reference:validation.provinceCode',
} as const;

const label = z.string().trim().min(1).max(LABEL_MAX_LENGTH);

/** An entry's name in each locale we serve; every locale is required. */
export const labelsSchema = z.object({ 'en-US': label, 'en-CA': label, 'es-ES': label });
export type Labels = z.infer<typeof labelsSchema>;

const id = positiveId;
const sortOrder = z.number().int().min(0).max(100_000);

const entryFields = {
  id,
  sortOrder: z.number().int(),
  /** Set when retired: kept on old records, no longer offered for new ones. */
  retiredAt: z.iso.datetime().nullable(),
};

const codedEntrySchema = z.object({ ...entryFields, code: z.string(), labels: labelsSchema });
export type CodedEntry = z.infer<typeof codedEntrySchema>;

export const provinceSchema = z.object({
  ...entryFields,
  country: Country.schema,
  code: z.string(),
  name: z.string(),
  labels: labelsSchema,
});
export type Province = z.infer<typeof provinceSchema>;

export const citySchema = z.object({
  ...entryFields,
  provinceId: id,
  /** Of the province, so a city reads "London, ON" without a second call. */
  provinceCode: z.string(),
  country: Country.schema,
  name: z.string(),
  slug: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

export const languageSchema = codedEntrySchema.extend({ nativeName: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const diagnosisSchema = codedEntrySchema;
export type Diagnosis = z.infer<typeof diagnosisSchema>;

export const relationshipSchema = codedEntrySchema;
export type Relationship = z.infer<typeof relationshipSchema>;

export const caregiverRoleSchema = codedEntrySchema;
export type CaregiverRole = z.infer<typeof caregiverRoleSchema>;

export const professionSchema = codedEntrySchema.extend({
  /** Nursing scope of practice: psw 1 < rpn 2 < rn 3 < np 4; null off that ladder (ot, pt). */
  rank: z.number().int().nullable(),
});
export type Profession = z.infer<typeof professionSchema>;

export const careTypeSchema = codedEntrySchema.extend({ product: MarketplaceProduct.schema });
export type CareTypeEntry = z.infer<typeof careTypeSchema>;

export const surveyOptionSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, ReferenceValidation.codeFormat),
  labels: labelsSchema,
});
export type SurveyOption = z.infer<typeof surveyOptionSchema>;

export const surveyQuestionSchema = codedEntrySchema.extend({
  kind: SurveyQuestionKind.schema,
  required: z.boolean(),
  options: z.array(surveyOptionSchema),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const weekDaySchema = z.object({
  id: WeekDay.schema,
  code: z.string(),
  labels: labelsSchema,
});
export type WeekDayEntry = z.infer<typeof weekDaySchema>;

/** How many entries a list offers and how many it keeps retired. */
export const referenceListSummarySchema = z.object({
  list: ReferenceList.schema,
  current: z.number().int().min(0),
  retired: z.number().int().min(0),
});
export type ReferenceListSummary = z.infer<typeof referenceListSummarySchema>;

// ---- Queries ----------------------------------------------------------------------------------

/** Anyone may list current entries; retired ones (status retired or all) are for administrators. */
export const referenceListQuerySchema = paginationQuerySchema.extend({
  status: ReferenceStatus.schema.default('current'),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const provinceListQuerySchema = referenceListQuerySchema.extend({
  country: Country.schema.optional(),
});
export type ProvinceListQuery = z.infer<typeof provinceListQuerySchema>;

export const cityListQuerySchema = referenceListQuerySchema.extend({
  /** A province id. */
  province: pathId.optional(),
  country: Country.schema.optional(),
});
export type CityListQuery = z.infer<typeof cityListQuerySchema>;

export const careTypeListQuerySchema = referenceListQuerySchema.extend({
  product: MarketplaceProduct.schema.optional(),
});
export type CareTypeListQuery = z.infer<typeof careTypeListQuerySchema>;

export const desiredLocationsQuerySchema = z.object({
  q: z.string().trim().min(2).max(100),
  country: Country.schema.optional(),
  perPage: z.coerce.number().int().min(1).max(25).default(10),
});
export type DesiredLocationsQuery = z.infer<typeof desiredLocationsQuerySchema>;

/** A place where care is wanted: a city with its province, ready to show and to search around. */
export const desiredLocationSchema = z.object({
  cityId: id,
  /** "Toronto, ON, Canada"-style text in English; the web composes its own from the parts. */
  label: z.string(),
  city: z.string(),
  province: provinceSchema.pick({ id: true, code: true, name: true, labels: true }),
  country: Country.schema,
  latitude: z.number(),
  longitude: z.number(),
});
export type DesiredLocation = z.infer<typeof desiredLocationSchema>;

export const locationDataSchema = z.object({
  countries: z.array(
    z.object({
      code: Country.schema,
      provinces: z.array(provinceSchema.pick({ id: true, code: true, name: true, labels: true })),
    }),
  ),
});
export type LocationData = z.infer<typeof locationDataSchema>;

export const translationsQuerySchema = z.object({
  locale: z.string().trim().min(1).max(10),
  namespace: z.string().trim().min(1).max(40),
});

// ---- Writes -----------------------------------------------------------------------------------

const code = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, ReferenceValidation.codeFormat);

/** An update must change something; an empty body is a mistake, not a no-op. */
function someChange<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .partial()
    .refine((body) => Object.keys(body).length > 0, ReferenceValidation.changeSomething);
}

/** Without a sort order a new entry goes to the end of its list. */
export const createCodedEntrySchema = z.object({
  code,
  labels: labelsSchema,
  sortOrder: sortOrder.optional(),
});
export const updateCodedEntrySchema = someChange({ labels: labelsSchema, sortOrder });

export const createLanguageSchema = createCodedEntrySchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/, ReferenceValidation.languageCode),
  nativeName: label,
});
export const updateLanguageSchema = someChange({
  labels: labelsSchema,
  sortOrder,
  nativeName: label,
});

export const createDiagnosisSchema = createCodedEntrySchema.extend({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, ReferenceValidation.diagnosisCode),
});

const rank = z.number().int().min(1).max(9).nullable();
export const createProfessionSchema = createCodedEntrySchema.extend({ rank });
export const updateProfessionSchema = someChange({ labels: labelsSchema, sortOrder, rank });

export const createCareTypeSchema = createCodedEntrySchema.extend({
  product: MarketplaceProduct.schema,
});

const choiceKinds: readonly SurveyQuestionKind[] = [
  SurveyQuestionKind.single,
  SurveyQuestionKind.multi,
];

/** Choice questions need at least two distinct options; other kinds take none. */
export function surveyOptionsProblem(
  kind: SurveyQuestionKind,
  options: readonly SurveyOption[],
): ServerMessageCode | undefined {
  const isChoice = choiceKinds.includes(kind);
  if (isChoice && options.length < 2) {
    return 'survey_options_too_few';
  }
  if (!isChoice && options.length > 0) {
    return 'survey_options_not_choice';
  }
  const values = options.map((option) => option.value);
  return new Set(values).size === values.length ? undefined : 'survey_option_values_repeat';
}

export const createSurveyQuestionSchema = createCodedEntrySchema
  .extend({
    kind: SurveyQuestionKind.schema,
    required: z.boolean().default(false),
    options: z.array(surveyOptionSchema).max(30).default([]),
  })
  .superRefine((body, context) => {
    const problem = surveyOptionsProblem(body.kind, body.options);
    if (problem) {
      context.addIssue({ code: 'custom', path: ['options'], message: problem });
    }
  });
/** The kind stays: answers already given were stored for it. */
export const updateSurveyQuestionSchema = someChange({
  labels: labelsSchema,
  sortOrder,
  required: z.boolean(),
  options: z.array(surveyOptionSchema).max(30),
});

export const createProvinceSchema = z.object({
  country: Country.schema,
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,3}$/, ReferenceValidation.provinceCode),
  name: label,
  labels: labelsSchema,
  sortOrder: sortOrder.optional(),
});
export const updateProvinceSchema = someChange({ name: label, labels: labelsSchema, sortOrder });

export const createCitySchema = z.object({
  provinceId: id,
  name: label,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  population: int32().min(0).default(0),
  sortOrder: sortOrder.optional(),
});
export const updateCitySchema = someChange({
  name: label,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  population: int32().min(0),
  sortOrder,
});
