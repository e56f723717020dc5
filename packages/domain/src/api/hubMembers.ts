import { z } from 'zod';
import { Role } from '../enums/identity.ts';
import { HubMemberStatus } from '../enums/sharedLiving.ts';
import { emptyAsUnset, ID_MAX, namedSchema, pathId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Hub memberships: a person asks to join a hub, the hub answers, a member asks to leave; the hub
// may add or remove people. Every move follows HUB_MEMBER_TRANSITIONS.

export const HUB_MEMBER_REASON_MAX = 500;

/** The messages of refused membership moves; the web shows them translated. */
/**
 * Who may be a member: the professionals who work in or with hubs (agency and partner staff,
 * caregivers) and the providers of host homes (the server checks the home's kind). Not
 * administrators, who run every hub so a membership would mean nothing, and not families, who
 * come to a hub through a referral.
 */
export const HUB_MEMBER_ROLES: readonly Role[] = [
  Role.agency,
  Role.agencyAgent,
  Role.partner,
  Role.partnerAgent,
  Role.caregiver,
  Role.provider,
];

/** Who reads a hub's members and events (a hub still shows them only to its own people). */
export const HUB_PEOPLE_READER_ROLES: readonly Role[] = [Role.admin, ...HUB_MEMBER_ROLES];

export const HubMemberValidation = {
  reasonRequired: 'hubMembers:validation.reasonRequired',
  cannotJoin: 'hubMembers:validation.cannotJoin',
} as const;

const statusCode = z.preprocess(Number, HubMemberStatus.schema);

export const hubMembersParamsSchema = z.object({ hubId: pathId });
export const hubMemberParamsSchema = z.object({ hubId: pathId, userId: pathId });

export const hubMemberListQuerySchema = paginationQuerySchema
  .omit({ sort: true, q: true })
  .extend({ status: emptyAsUnset(statusCode) });
export type HubMemberListQuery = z.infer<typeof hubMemberListQuerySchema>;

const reasonText = z.preprocess(
  (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(HUB_MEMBER_REASON_MAX).nullable(),
);

export const hubMemberMoveSchema = z.object({
  to: HubMemberStatus.schema,
  /** Required where the table says so (a removal or refusal by the hub). */
  reason: reasonText.optional().transform((value) => value ?? null),
  /**
   * The status the caller saw; when the membership has moved since, the move is refused (409)
   * rather than applied to a state nobody looked at. null: no membership yet.
   */
  from: HubMemberStatus.schema.nullable().optional(),
});
export type HubMemberMoveInput = z.input<typeof hubMemberMoveSchema>;
export type HubMemberMove = z.output<typeof hubMemberMoveSchema>;

/** One membership as a list shows it; a member looking at their peers gets names only. */
export const hubMemberSchema = z.object({
  id: z.number().int().max(ID_MAX),
  user: namedSchema,
  /** Only for those who run the hub. */
  email: z.string().nullable(),
  status: HubMemberStatus.schema,
  /** The reason of the latest move that needed one; only for those who run the hub. */
  reason: z.string().nullable(),
  /** When the membership last moved. */
  since: z.iso.datetime(),
});
export type HubMember = z.infer<typeof hubMemberSchema>;

/** The caller's own standing in a hub, and the moves they may make themself. */
export const myHubMembershipSchema = z.object({
  /** null: never asked to join. */
  status: HubMemberStatus.schema.nullable(),
  reason: z.string().nullable(),
  moves: z.array(HubMemberStatus.schema),
  /** Whether the caller runs the hub (and so makes the hub's moves on others). */
  manages: z.boolean(),
});
export type MyHubMembership = z.infer<typeof myHubMembershipSchema>;

export const hubMemberChangeSchema = z.object({
  id: z.number().int(),
  from: HubMemberStatus.schema.nullable(),
  to: HubMemberStatus.schema,
  reason: z.string().nullable(),
  changedBy: namedSchema.nullable(),
  changedAt: z.iso.datetime(),
});
export type HubMemberChange = z.infer<typeof hubMemberChangeSchema>;
