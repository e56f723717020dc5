import { z } from 'zod';
import { Role } from '../enums/identity.ts';
import { HubMemberStatus } from '../enums/sharedLiving.ts';
import {
  emptyAsUnset,
  ID_MAX,
  namedSchema,
  optionalEmail,
  optionalId,
  optionalQueryId,
  optionalText,
  pathId,
  phoneField,
  positiveId,
  requiredText,
} from './fields.ts';
import { queryBoolean } from './organisationFields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Shared-living hubs: the directory every professional reads to find a hub, and the clusters and
// host homes its operator keeps. Vacancies are the homes' capacity less the places taken today.

/**
 * Who reads the hub directory: every professional role. Partners refer people to hubs they do not
 * run, caregivers and hosts join hubs; families and providers have no part in a hub's work.
 */
export const HUB_DIRECTORY_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
  Role.partner,
  Role.partnerAgent,
  Role.caregiver,
  // A host home's provider finds the hub they ask to join.
  Role.provider,
];

/** Who may run a hub (one of their organisation's): admins, and agency and partner staff. */
export const HUB_STAFF_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
  Role.partner,
  Role.partnerAgent,
];

/** Who may found a hub: admins (for any operator) and the owners of an agency or a partner. */
export const HUB_FOUNDER_ROLES: readonly Role[] = [Role.admin, Role.agency, Role.partner];

export const HUB_OPERATOR_KINDS = ['agency', 'partner'] as const;
export const hubOperatorKindSchema = z.enum(HUB_OPERATOR_KINDS);
export type HubOperatorKind = z.infer<typeof hubOperatorKindSchema>;

export const HUB_NAME_MAX = 120;
export const HUB_DESCRIPTION_MAX = 2000;
export const HOME_CAPACITY_MIN = 1;
export const HOME_CAPACITY_MAX = 20;

/** The messages of refused hub writes; the web shows them translated. */
export const HubValidation = {
  operatorRequired: 'hubs:validation.operatorRequired',
  unknownOperator: 'hubs:validation.unknownOperator',
  notOwnOperator: 'hubs:validation.notOwnOperator',
  unknownCity: 'hubs:validation.unknownCity',
  clusterNameTaken: 'hubs:validation.clusterNameTaken',
  capacityBelowOccupied: 'hubs:validation.capacityBelowOccupied',
  homeRetired: 'hubs:validation.homeRetired',
} as const;

const hubOperatorRefSchema = z.object({ kind: hubOperatorKindSchema, id: positiveId });
export type HubOperatorRef = z.infer<typeof hubOperatorRefSchema>;

const hubFields = {
  name: requiredText(HUB_NAME_MAX),
  description: optionalText(HUB_DESCRIPTION_MAX),
  cityId: optionalId,
  phone: phoneField('hubs:validation.phone'),
  email: optionalEmail,
};

export const hubUpdateSchema = z.object(hubFields);
export type HubUpdateInput = z.input<typeof hubUpdateSchema>;
export type HubUpdate = z.output<typeof hubUpdateSchema>;

/**
 * A new hub. Administrators name its operator; an agency or partner owner's hub is run by their
 * own organisation, so they may leave it out.
 */
export const hubCreateSchema = hubUpdateSchema.extend({
  operator: hubOperatorRefSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type HubCreateInput = z.input<typeof hubCreateSchema>;
export type HubCreate = z.output<typeof hubCreateSchema>;

export const clusterWriteSchema = z.object({
  name: requiredText(HUB_NAME_MAX),
  description: optionalText(HUB_DESCRIPTION_MAX),
});
export type ClusterWriteInput = z.input<typeof clusterWriteSchema>;
export type ClusterWrite = z.output<typeof clusterWriteSchema>;

export const homeWriteSchema = z.object({
  name: requiredText(HUB_NAME_MAX),
  street: optionalText(200),
  cityId: optionalId,
  hostName: requiredText(HUB_NAME_MAX),
  hostEmail: optionalEmail,
  hostPhone: phoneField('hubs:validation.phone'),
  capacity: z.number().int().min(HOME_CAPACITY_MIN).max(HOME_CAPACITY_MAX),
});
export type HomeWriteInput = z.input<typeof homeWriteSchema>;
export type HomeWrite = z.output<typeof homeWriteSchema>;

export const hubIdParamsSchema = z.object({ hubId: pathId });
export const clusterIdParamsSchema = z.object({ clusterId: pathId });
export const homeIdParamsSchema = z.object({ homeId: pathId });

export const hubListQuerySchema = paginationQuerySchema.omit({ sort: true }).extend({
  cityId: optionalQueryId,
  operator: emptyAsUnset(hubOperatorKindSchema),
  /** Only the hubs I run. */
  managed: queryBoolean,
  /** Only the hubs I belong to (or asked to join). */
  mine: queryBoolean,
});
export type HubListQuery = z.infer<typeof hubListQuerySchema>;

/** The agencies or partners an administrator may make a hub's operator, found by name. */
export const hubOperatorQuerySchema = paginationQuerySchema
  .omit({ sort: true })
  .extend({ kind: hubOperatorKindSchema });

export const hubOperatorSchema = z.object({
  kind: hubOperatorKindSchema,
  id: z.number().int(),
  name: z.string(),
});
export type HubOperator = z.infer<typeof hubOperatorSchema>;

/** How the reader stands to a hub. */
export const hubRelationSchema = z.object({
  /** The reader runs the hub (an admin, or staff of its operator). */
  manages: z.boolean(),
  /** The reader's own membership, whatever its status; null when they never had one. */
  membershipStatus: HubMemberStatus.schema.nullable(),
});
export type HubRelationView = z.infer<typeof hubRelationSchema>;

/** Places in a hub or a home: capacity, those taken today, and those free. */
const placesShape = {
  capacity: z.number().int().min(0),
  occupied: z.number().int().min(0),
  vacancies: z.number().int().min(0),
};

export const hubSummarySchema = z.object({
  id: z.number().int().max(ID_MAX),
  name: z.string(),
  operator: hubOperatorSchema,
  city: namedSchema.nullable(),
  clusterCount: z.number().int().min(0),
  /** Homes in use; retired homes are not counted. */
  homeCount: z.number().int().min(0),
  ...placesShape,
  memberCount: z.number().int().min(0),
  myRelation: hubRelationSchema,
});
export type HubSummary = z.infer<typeof hubSummarySchema>;

/** A host's contact: only for those who run the hub. */
export const hostContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
});
export type HostContact = z.infer<typeof hostContactSchema>;

export const hubHomeSchema = z.object({
  id: z.number().int(),
  clusterId: z.number().int(),
  name: z.string(),
  city: namedSchema.nullable(),
  hostName: z.string(),
  /** Null for readers who do not run the hub. */
  hostContact: hostContactSchema.nullable(),
  ...placesShape,
  /** A retired home takes nobody and counts no capacity. */
  retiredAt: z.iso.datetime().nullable(),
});
export type HubHome = z.infer<typeof hubHomeSchema>;

export const hubClusterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  homes: z.array(hubHomeSchema),
});
export type HubCluster = z.infer<typeof hubClusterSchema>;

export const hubDetailSchema = hubSummarySchema.extend({
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  clusters: z.array(hubClusterSchema),
});
export type HubDetail = z.infer<typeof hubDetailSchema>;
