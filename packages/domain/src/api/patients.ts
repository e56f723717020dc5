import { z } from 'zod';
import { AmbulatoryLevel, LevelOfAssistance } from '../enums/care.ts';
import { Role } from '../enums/identity.ts';
import { Reaction } from '../enums/medication.ts';
import { DailyActivity, Gender, PatientStatus } from '../enums/patients.ts';
import {
  addressInputSchema,
  emptyAsUnset,
  idSet,
  namedSchema,
  optionalEmail,
  optionalId,
  optionalText,
  pathId,
  phoneField,
  positiveId,
  requiredText,
} from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

export const PATIENT_NAME_MAX = 100;
export const CONTACT_NAME_MAX = 150;
export const ALLERGEN_MAX = 100;
export const NOTES_MAX = 500;
export const MAX_DIAGNOSES = 30;
export const MAX_ALLERGIES = 30;
export const MAX_CARE_TEAM = 50;
export const MAX_LANGUAGES = 10;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

// Messages of the rules zod has no words for are i18n keys, so the web shows them in the person's
// language (as COMMENT_REQUIRED_MESSAGE does); API clients get a stable code-like text.
export const PatientValidation = {
  dateOfBirthRange: 'patients:validation.dateOfBirthRange',
  onePrimaryDiagnosis: 'patients:validation.onePrimaryDiagnosis',
  duplicateDiagnosis: 'patients:validation.duplicateDiagnosis',
  emergencyNeedsPhone: 'patients:validation.emergencyNeedsPhone',
  phoneFormat: 'patients:validation.phoneFormat',
} as const;

const id = positiveId;
const phone = phoneField(PatientValidation.phoneFormat);
const email = optionalEmail;

const today = () => new Date().toISOString().slice(0, 10);

export const dateOfBirthSchema = z.iso
  .date()
  .refine((value) => value >= EARLIEST_BIRTH_DATE && value <= today(), {
    message: PatientValidation.dateOfBirthRange,
  });

export const diagnosisInputSchema = z.object({
  diagnosisId: id,
  primary: z.boolean().default(false),
});

export const allergyInputSchema = z.object({
  allergen: requiredText(ALLERGEN_MAX),
  /** How bad the reaction is: the spec's reaction severity. */
  reaction: Reaction.schema,
  /** What happens (hives, anaphylaxis), for the caregiver who sees it. */
  notes: optionalText(NOTES_MAX),
});

/** Level of assistance per activity of daily living; an activity left out is not assessed yet. */
// An activity a form sends as undefined (its picker left at "not assessed") is simply not rated.
export const assistanceSchema = z.partialRecord(
  DailyActivity.schema,
  LevelOfAssistance.schema.optional(),
);

export const patientWriteSchema = z.object({
  firstName: requiredText(PATIENT_NAME_MAX),
  lastName: requiredText(PATIENT_NAME_MAX),
  preferredName: optionalText(PATIENT_NAME_MAX),
  dateOfBirth: dateOfBirthSchema,
  gender: Gender.schema,
  languageIds: idSet(MAX_LANGUAGES),
  phone,
  email,
  address: addressInputSchema.prefault({}),
  agencyId: id,
  /** The partner (a hospital, a health authority) the patient came from or is followed by. */
  partnerId: optionalId,
  payerId: optionalId,
  careCoordinatorId: optionalId,
  ambulatoryLevel: AmbulatoryLevel.schema.nullable().default(null),
  status: PatientStatus.schema.default(PatientStatus.active),
  diagnoses: z
    .array(diagnosisInputSchema)
    .max(MAX_DIAGNOSES)
    .default([])
    .superRefine((diagnoses, ctx) => {
      if (diagnoses.filter((diagnosis) => diagnosis.primary).length > 1) {
        ctx.addIssue({ code: 'custom', message: PatientValidation.onePrimaryDiagnosis });
      }
      const ids = diagnoses.map((diagnosis) => diagnosis.diagnosisId);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', message: PatientValidation.duplicateDiagnosis });
      }
    }),
  allergies: z.array(allergyInputSchema).max(MAX_ALLERGIES).default([]),
  assistance: assistanceSchema.default({}),
  /** Caregivers and agency staff of the patient's agency who work with them. */
  careTeamUserIds: idSet(MAX_CARE_TEAM),
});
export type PatientWriteInput = z.input<typeof patientWriteSchema>;
export type PatientWrite = z.output<typeof patientWriteSchema>;

const sortKeys = ['name', 'dateOfBirth', 'createdAt', 'updatedAt'] as const;
export const PATIENT_SORTS = sortKeys.flatMap((key) => [key, `-${key}`] as const);
export type PatientSort = (typeof PATIENT_SORTS)[number];

const optionalQueryId = pathId.optional();
export const patientListQuerySchema = paginationQuerySchema.extend({
  /** A field name, descending with a leading minus; by last name, then first name, by default. */
  sort: emptyAsUnset(z.enum(PATIENT_SORTS)).default('name'),
  agencyId: optionalQueryId,
  status: emptyAsUnset(PatientStatus.schema),
  careCoordinatorId: optionalQueryId,
  payerId: optionalQueryId,
});
export type PatientListQuery = z.input<typeof patientListQuerySchema>;

export const patientSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  dateOfBirth: z.iso.date(),
  status: PatientStatus.schema,
  phone: z.string().nullable(),
  city: namedSchema.nullable(),
  agency: namedSchema,
  careCoordinator: namedSchema.nullable(),
  payer: namedSchema.nullable(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientSchema = patientSummarySchema.extend({
  gender: Gender.schema,
  languages: z.array(namedSchema),
  email: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    unit: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  partner: namedSchema.nullable(),
  ambulatoryLevel: AmbulatoryLevel.schema.nullable(),
  diagnoses: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      description: z.string(),
      primary: z.boolean(),
    }),
  ),
  allergies: z.array(
    z.object({
      id: z.number().int(),
      allergen: z.string(),
      reaction: Reaction.schema,
      notes: z.string().nullable(),
    }),
  ),
  assistance: assistanceSchema,
  careTeam: z.array(z.object({ userId: z.number().int(), name: z.string(), role: Role.schema })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Patient = z.infer<typeof patientSchema>;

/** Someone the patient's agency may call: family, a friend, a substitute decision-maker. */
export const contactWriteSchema = z
  .object({
    name: requiredText(CONTACT_NAME_MAX),
    relationshipId: optionalId,
    phone,
    email,
    /** Called first when something happens to the patient. */
    emergency: z.boolean().default(false),
    /**
     * The patient (or their substitute decision-maker) agreed that the agency may share their
     * care and health information with this contact. The server records when and by whom.
     */
    consentToShare: z.boolean().default(false),
  })
  .superRefine((contact, ctx) => {
    if (contact.emergency && contact.phone === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: PatientValidation.emergencyNeedsPhone,
      });
    }
  });
export type ContactWriteInput = z.input<typeof contactWriteSchema>;
export type ContactWrite = z.output<typeof contactWriteSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  name: z.string(),
  relationship: namedSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  emergency: z.boolean(),
  consentToShare: z.boolean(),
  /** When consent was last given, and by whose hand it was recorded; null without consent. */
  consentRecordedAt: z.iso.datetime().nullable(),
  consentRecordedBy: namedSchema.nullable(),
  /** The contact follows the patient's care in My care with their own family account. */
  familyLinked: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuerySchema = paginationQuerySchema.pick({ page: true, perPage: true });

/** A person who may join a patient's care team: a caregiver or staff member of the agency. */
export const careTeamCandidateSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: Role.schema,
});
export type CareTeamCandidate = z.infer<typeof careTeamCandidateSchema>;

/** A page of an agency's candidates, searched by name (every word, in any order). */
export const careTeamCandidateQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true, q: true })
  .extend({ agencyId: pathId });
