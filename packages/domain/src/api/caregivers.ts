import { z } from 'zod';
import { Competency } from '../enums/care.ts';
import { CertificationKind, DocumentExpiry, Skill } from '../enums/caregivers.ts';
import { CaregiverStatus } from '../enums/identity.ts';
import { WeekDay } from '../enums/reference.ts';
import { caregiverTransitionNeedsReason } from '../rules/caregivers.ts';
import {
  addressInputSchema,
  EMAIL_MAX,
  emptyAsUnset,
  idSet,
  namedSchema,
  optionalId,
  optionalQueryId,
  optionalText,
  phoneField,
  positiveId,
  requiredText,
} from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';
import { weekRangeSchema, weekRangesSchema } from './weekRanges.ts';

export const CAREGIVER_NAME_MAX = 100;
export const CAREGIVER_BIO_MAX = 2000;
export const CAREGIVER_MAX_LANGUAGES = 10;
export const CAREGIVER_MAX_ROLES = 10;
/** Three ranges a day is plenty (a split shift and an evening); more is a typing accident. */
export const CAREGIVER_MAX_AVAILABILITY = 21;
export const STATUS_REASON_MAX = 500;
export const DOCUMENT_NUMBER_MAX = 60;
export const DOCUMENT_NOTES_MAX = 500;
/** Caregivers are at least this old: the youngest age Canadian provinces certify PSWs at. */
export const CAREGIVER_MIN_AGE = 16;
export const EARLIEST_CAREGIVER_BIRTH_DATE = '1900-01-01';
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;

// Messages of rules zod has no words for are i18n keys of the caregivers namespace, so the web
// shows them in the person's language; API clients get a stable code-like text.
export const CaregiverValidation = {
  phoneFormat: 'caregivers:validation.phoneFormat',
  dateOfBirthRange: 'caregivers:validation.dateOfBirthRange',
  coordinatesTogether: 'caregivers:validation.coordinatesTogether',
  timeFormat: 'caregivers:validation.timeFormat',
  endAfterStart: 'caregivers:validation.endAfterStart',
  overlapping: 'caregivers:validation.overlapping',
  reasonRequired: 'caregivers:validation.reasonRequired',
  expiresAfterIssued: 'caregivers:validation.expiresAfterIssued',
  issuedInFuture: 'caregivers:validation.issuedInFuture',
  sortNeedsLocation: 'caregivers:validation.sortNeedsLocation',
  skillLevelNeedsSkill: 'caregivers:validation.skillLevelNeedsSkill',
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** The latest birth date of someone CAREGIVER_MIN_AGE years old today. */
function latestBirthDate(): string {
  const now = new Date();
  now.setUTCFullYear(now.getUTCFullYear() - CAREGIVER_MIN_AGE);
  return now.toISOString().slice(0, 10);
}

const dateOfBirth = z.iso
  .date()
  .refine((value) => value >= EARLIEST_CAREGIVER_BIRTH_DATE && value <= latestBirthDate(), {
    message: CaregiverValidation.dateOfBirthRange,
  })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

export const availabilityRangeSchema = weekRangeSchema(CaregiverValidation);
export type AvailabilityRange = z.infer<typeof availabilityRangeSchema>;

const availabilitySchema = weekRangesSchema(
  CAREGIVER_MAX_AVAILABILITY,
  CaregiverValidation,
).default([]);

/** Competency per skill; a skill left out is No Experience. */
export const competenciesSchema = z.partialRecord(Skill.schema, Competency.schema);
export type Competencies = z.infer<typeof competenciesSchema>;

export const caregiverWriteSchema = z.object({
  firstName: requiredText(CAREGIVER_NAME_MAX),
  lastName: requiredText(CAREGIVER_NAME_MAX),
  email: z.string().trim().min(1).max(EMAIL_MAX).pipe(z.email()),
  phone: phoneField(CaregiverValidation.phoneFormat),
  dateOfBirth,
  bio: optionalText(CAREGIVER_BIO_MAX),
  address: addressInputSchema
    .prefault({})
    .refine((address) => (address.latitude === null) === (address.longitude === null), {
      message: CaregiverValidation.coordinatesTogether,
      path: ['longitude'],
    }),
  /** Admins say which agency; agency staff may leave it out for their own. */
  agencyId: positiveId.optional(),
  /** The caregiver's own account, once they have one at this agency. */
  userId: optionalId,
  professionId: optionalId,
  roleIds: idSet(CAREGIVER_MAX_ROLES),
  languageIds: idSet(CAREGIVER_MAX_LANGUAGES),
  competencies: competenciesSchema.default({}),
  availability: availabilitySchema,
});
export type CaregiverWriteInput = z.input<typeof caregiverWriteSchema>;
export type CaregiverWrite = z.output<typeof caregiverWriteSchema>;

export const caregiverStatusChangeSchema = z
  .object({
    status: CaregiverStatus.schema,
    reason: optionalText(STATUS_REASON_MAX),
  })
  .refine((change) => change.reason !== null || !caregiverTransitionNeedsReason(change.status), {
    message: CaregiverValidation.reasonRequired,
    path: ['reason'],
  });
export type CaregiverStatusChangeInput = z.input<typeof caregiverStatusChangeSchema>;

const sortKeys = ['name', 'createdAt', 'updatedAt'] as const;
/** A field name, descending with a leading minus; `distance` only when searching near a place. */
export const CAREGIVER_SORTS = [
  ...sortKeys.flatMap((key) => [key, `-${key}`] as const),
  'distance',
] as const;
export type CaregiverSort = (typeof CAREGIVER_SORTS)[number];

const queryNumber = (schema: z.ZodNumber) => emptyAsUnset(z.coerce.number().pipe(schema));
/** A numeric enumeration code sent as text. */
const queryCode = <T extends z.ZodType>(schema: T) => emptyAsUnset(z.preprocess(Number, schema));

export const caregiverListQuerySchema = paginationQuerySchema
  .extend({
    /** By last and first name by default; by distance when `lat` and `lng` are given. */
    sort: emptyAsUnset(z.enum(CAREGIVER_SORTS)),
    agencyId: optionalQueryId,
    status: emptyAsUnset(CaregiverStatus.schema),
    professionId: optionalQueryId,
    languageId: optionalQueryId,
    skill: emptyAsUnset(Skill.schema),
    /** With `skill`: at least this level; Novice when left out. */
    skillLevel: queryCode(Competency.schema),
    /** Available on this ISO weekday (Monday 1). */
    weekDay: queryCode(WeekDay.schema),
    lat: queryNumber(z.number().min(-90).max(90)),
    lng: queryNumber(z.number().min(-180).max(180)),
    radiusKm: queryNumber(z.number().positive().max(MAX_RADIUS_KM)),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      const missing = query.lat === undefined ? 'lat' : 'lng';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: CaregiverValidation.coordinatesTogether,
      });
    }
    if (query.lat === undefined && (query.sort === 'distance' || query.radiusKm !== undefined)) {
      const field = query.sort === 'distance' ? 'sort' : 'radiusKm';
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: CaregiverValidation.sortNeedsLocation,
      });
    }
    if (query.skillLevel !== undefined && query.skill === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['skillLevel'],
        message: CaregiverValidation.skillLevelNeedsSkill,
      });
    }
  });
export type CaregiverListQuery = z.input<typeof caregiverListQuerySchema>;

const codedNamedSchema = namedSchema.extend({ code: z.string() });

export const caregiverSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: CaregiverStatus.schema,
  agency: namedSchema,
  profession: codedNamedSchema.nullable(),
  city: namedSchema.nullable(),
  languages: z.array(namedSchema),
  /** Kilometres from the place searched near; null without one. */
  distanceKm: z.number().nullable(),
  /** Documents needing attention: expired, or expiring within EXPIRY_WARNING_DAYS. */
  documentAlerts: z.object({
    expired: z.number().int(),
    expiringSoon: z.number().int(),
  }),
});
export type CaregiverSummary = z.infer<typeof caregiverSummarySchema>;

export const caregiverSchema = caregiverSummarySchema.extend({
  dateOfBirth: z.iso.date().nullable(),
  bio: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    unit: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  roles: z.array(codedNamedSchema),
  competencies: competenciesSchema,
  availability: z.array(availabilityRangeSchema),
  /** The profile photo (the image itself), or null when there is none. */
  photoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Caregiver = z.infer<typeof caregiverSchema>;

export const caregiverStatusChangeRecordSchema = z.object({
  id: z.number().int(),
  /** Null on the first entry, when the profile was created. */
  from: CaregiverStatus.schema.nullable(),
  to: CaregiverStatus.schema,
  reason: z.string().nullable(),
  /** Null when the account that made the change was deleted since. */
  changedBy: namedSchema.nullable(),
  changedAt: z.iso.datetime(),
});
export type CaregiverStatusChangeRecord = z.infer<typeof caregiverStatusChangeRecordSchema>;

export const caregiverSubListQuerySchema = paginationQuerySchema.pick({
  page: true,
  perPage: true,
});

export const caregiverDocumentWriteSchema = z
  .object({
    kind: CertificationKind.schema,
    /** The certificate's or registration's own number, if it has one. */
    number: optionalText(DOCUMENT_NUMBER_MAX),
    issuedOn: z.iso
      .date()
      .refine((value) => value <= today(), { message: CaregiverValidation.issuedInFuture }),
    expiresOn: z.iso
      .date()
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    notes: optionalText(DOCUMENT_NOTES_MAX),
  })
  .refine((document) => document.expiresOn === null || document.expiresOn > document.issuedOn, {
    message: CaregiverValidation.expiresAfterIssued,
    path: ['expiresOn'],
  });
export type CaregiverDocumentWriteInput = z.input<typeof caregiverDocumentWriteSchema>;
export type CaregiverDocumentWrite = z.output<typeof caregiverDocumentWriteSchema>;

export const caregiverDocumentSchema = z.object({
  id: z.number().int(),
  caregiverId: z.number().int(),
  kind: CertificationKind.schema,
  number: z.string().nullable(),
  issuedOn: z.iso.date(),
  expiresOn: z.iso.date().nullable(),
  notes: z.string().nullable(),
  /** On the server's today, so every screen agrees on what needs attention. */
  expiry: DocumentExpiry.schema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CaregiverDocument = z.infer<typeof caregiverDocumentSchema>;

/** A caregiver's own profile as they read it on My profile: the file, with its documents. */
export const ownCaregiverProfileSchema = caregiverSchema.extend({
  documents: z.array(caregiverDocumentSchema),
});
export type OwnCaregiverProfile = z.infer<typeof ownCaregiverProfileSchema>;

/** What caregivers change themselves; the rest of the profile and the documents are the agency's. */
export const ownCaregiverProfileWriteSchema = caregiverWriteSchema.pick({
  languageIds: true,
  availability: true,
});
export type OwnCaregiverProfileWriteInput = z.input<typeof ownCaregiverProfileWriteSchema>;
export type OwnCaregiverProfileWrite = z.output<typeof ownCaregiverProfileWriteSchema>;

/** A profile photo: small enough for a phone's upload over a weak signal, big for a face. */
export const CAREGIVER_PHOTO_BYTES_MAX = 2 * 1024 * 1024;

/** Messages as i18n keys of the web's `caregivers` namespace. */
export const CaregiverPhotoValidation = {
  missing: 'caregivers:photo.validation.missing',
  type: 'caregivers:photo.validation.type',
  damaged: 'caregivers:photo.validation.damaged',
  tooLarge: 'caregivers:photo.validation.tooLarge',
} as const;

/** Where a caregiver's photo is served; `version` changes with each new photo. */
export const caregiverPhotoUrl = (caregiverId: number, version: string) =>
  `/api/caregivers/${caregiverId}/photo?v=${encodeURIComponent(version)}`;

export const caregiverPhotoSchema = z.object({ photoUrl: z.string().nullable() });
export type CaregiverPhoto = z.infer<typeof caregiverPhotoSchema>;
export const caregiverPhotoQuerySchema = z.object({ v: z.string().max(64).optional() });
