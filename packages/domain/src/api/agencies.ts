import { z } from 'zod';
import { AgencyStanding, OrganisationKind } from '../enums/identity.ts';
import {
  addressInputSchema,
  emptyAsUnset,
  idSet,
  namedSchema,
  optionalEmail,
  optionalQueryId,
  optionalText,
  requiredText,
} from './fields.ts';
import {
  ORGANISATION_NAME_MAX,
  OrganisationValidation,
  organisationPhone,
  provinceRefSchema,
  queryBoolean,
  websiteField,
} from './organisationFields.ts';
import { paginationQuerySchema } from './pagination.ts';

export const LEGAL_NAME_MAX = 200;
export const AGENCY_DESCRIPTION_MAX = 2000;
export const MAX_AGENCY_CARE_TYPES = 30;
export const MAX_AGENCY_LANGUAGES = 20;
export const SERVICE_RADIUS_MIN_KM = 1;
export const SERVICE_RADIUS_MAX_KM = 500;
export const DEFAULT_SERVICE_RADIUS_KM = 25;
export const STANDING_REASON_MIN = 10;
export const STANDING_REASON_MAX = 1000;

const serviceRadius = z.number().int().min(SERVICE_RADIUS_MIN_KM).max(SERVICE_RADIUS_MAX_KM);

/** The profile an admin (or the agency's own owner) keeps; standing is changed on its own. */
export const agencyWriteSchema = z.object({
  name: requiredText(ORGANISATION_NAME_MAX),
  legalName: optionalText(LEGAL_NAME_MAX),
  phone: organisationPhone,
  email: optionalEmail,
  website: websiteField,
  address: addressInputSchema.prefault({}).superRefine((address, ctx) => {
    if ((address.latitude === null) !== (address.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [address.latitude === null ? 'latitude' : 'longitude'],
        message: OrganisationValidation.coordinatesTogether,
      });
    }
  }),
  description: optionalText(AGENCY_DESCRIPTION_MAX),
  /** The service area: this far around the address. */
  serviceRadiusKm: serviceRadius.default(DEFAULT_SERVICE_RADIUS_KM),
  careTypeIds: idSet(MAX_AGENCY_CARE_TYPES),
  languageIds: idSet(MAX_AGENCY_LANGUAGES),
  /** What it is: set when an admin creates it, and never changed after (its records follow it). */
  kind: OrganisationKind.schema.default(OrganisationKind.homeCareAgency),
});
export type AgencyWriteInput = z.input<typeof agencyWriteSchema>;
export type AgencyWrite = z.output<typeof agencyWriteSchema>;

/** Only admins change a standing, and always say why. */
export const agencyStandingChangeSchema = z.object({
  standing: AgencyStanding.schema,
  reason: z.string().trim().min(STANDING_REASON_MIN).max(STANDING_REASON_MAX),
});
export type AgencyStandingChange = z.infer<typeof agencyStandingChangeSchema>;

/** A field, descending with a leading minus; `distance` needs a point or a city to measure from. */
export const AGENCY_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'standing',
  '-standing',
  'distance',
] as const;
export type AgencySort = (typeof AGENCY_SORTS)[number];

const queryNumber = (min: number, max: number) => emptyAsUnset(z.coerce.number().min(min).max(max));

export const agencyListQuerySchema = paginationQuerySchema
  .extend({
    sort: emptyAsUnset(z.enum(AGENCY_SORTS)).default('name'),
    /** A care type id: agencies that provide it. */
    careType: optionalQueryId,
    standing: emptyAsUnset(z.preprocess(Number, AgencyStanding.schema)),
    /** A province id: agencies whose address is in it. */
    province: optionalQueryId,
    /** A city id: agencies whose service area reaches the city (or whose address is in it). */
    city: optionalQueryId,
    /** A point (both or neither): agencies whose service area comes within `radiusKm` of it. */
    lat: queryNumber(-90, 90),
    lng: queryNumber(-180, 180),
    radiusKm: queryNumber(0, SERVICE_RADIUS_MAX_KM),
  })
  .superRefine((query, ctx) => {
    const point = query.lat !== undefined && query.lng !== undefined;
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lng'],
        message: OrganisationValidation.coordinatesTogether,
      });
    }
    if (query.radiusKm !== undefined && !point) {
      ctx.addIssue({
        code: 'custom',
        path: ['radiusKm'],
        message: OrganisationValidation.radiusNeedsPoint,
      });
    }
    if (query.sort === 'distance' && !point && query.city === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['sort'],
        message: OrganisationValidation.distanceNeedsPoint,
      });
    }
  });
export type AgencyListQuery = z.input<typeof agencyListQuerySchema>;

export const internalAgencyQuerySchema = z.object({ withCareProvided: queryBoolean });

export const agencySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A home care agency, or an independent provider's day program or host home. */
  kind: OrganisationKind.schema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  city: namedSchema.nullable(),
  province: provinceRefSchema.nullable(),
  careTypes: z.array(namedSchema),
  /** Null for people who may not see it: standing is between the agency and the administrators. */
  standing: AgencyStanding.schema.nullable(),
  /** From the searched point or city, when the list was searched around one. */
  distanceKm: z.number().nullable(),
});
export type AgencySummary = z.infer<typeof agencySummarySchema>;

export const agencySchema = agencySummarySchema.extend({
  legalName: z.string().nullable(),
  description: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    unit: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  serviceRadiusKm: z.number().int(),
  languages: z.array(namedSchema),
  /** What the caller may do with this agency, so the page offers only that. */
  can: z.object({
    edit: z.boolean(),
    changeStanding: z.boolean(),
    viewStaff: z.boolean(),
    viewStandingHistory: z.boolean(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Agency = z.infer<typeof agencySchema>;

/** The signed-in person's own agency; `careTypes` only when asked for (`withCareProvided`). */
export const internalAgencySchema = agencySchema.extend({
  careTypes: z.array(namedSchema).optional(),
});
export type InternalAgency = z.infer<typeof internalAgencySchema>;

export const standingChangeSchema = z.object({
  id: z.number().int(),
  fromStanding: AgencyStanding.schema,
  toStanding: AgencyStanding.schema,
  reason: z.string(),
  changedBy: namedSchema.nullable(),
  changedAt: z.iso.datetime(),
});
export type StandingChange = z.infer<typeof standingChangeSchema>;

export const standingHistoryQuerySchema = paginationQuerySchema.pick({ page: true, perPage: true });

export const agencyStaffQuerySchema = paginationQuerySchema.pick({
  page: true,
  perPage: true,
  q: true,
});
