import { z } from 'zod';
import { SharedLivingBillingFrequency } from '../enums/billing.ts';
import { Role } from '../enums/identity.ts';
import { ReferralReportMetric, ReferralStatus } from '../enums/sharedLiving.ts';
import {
  emptyAsUnset,
  int32,
  namedSchema,
  optionalId,
  optionalQueryId,
  optionalText,
  pathId,
  phoneField,
  positiveId,
  requiredText,
} from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Shared-living referrals: a partner (or the hub itself) refers a person to a hub; the hub moves
// the referral through open, on hold and closed, records its milestones and places the person in
// a home. Every change lands on the referral's timeline.

/** Who works with referrals at all: admins, agency staff (for the hubs they run), partner staff. */
export const REFERRAL_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
  Role.partner,
  Role.partnerAgent,
];

/** The messages of refused referral input; the web shows them translated. */
export const ReferralValidation = {
  unknownHub: 'referrals:validation.unknownHub',
  hubFixed: 'referrals:validation.hubFixed',
  unknownPartner: 'referrals:validation.unknownPartner',
  unknownCoordinator: 'referrals:validation.unknownCoordinator',
  phone: 'referrals:validation.phone',
  dischargeBeforeAdmission: 'referrals:validation.dischargeBeforeAdmission',
  moveOutBeforeMoveIn: 'referrals:validation.moveOutBeforeMoveIn',
  moveOutWithoutMoveIn: 'referrals:validation.moveOutWithoutMoveIn',
  beforeReferral: 'referrals:validation.beforeReferral',
  closeReasonRequired: 'referrals:validation.closeReasonRequired',
  closeReasonUnknown: 'referrals:validation.closeReasonUnknown',
  noteRequired: 'referrals:validation.noteRequired',
  homeNotInHub: 'referrals:validation.homeNotInHub',
  homeRetired: 'referrals:validation.homeRetired',
  homeFull: 'referrals:validation.homeFull',
  rangeReversed: 'referrals:validation.rangeReversed',
} as const;

export const REFERRAL_NAME_MAX = 100;
export const REFERRAL_NEEDS_MAX = 4000;
export const REFERRAL_NOTE_MAX = 2000;
/** A month's rate for one person stays well under this; anything above is a typing slip. */
export const REFERRAL_RATE_MAX_CENTS = 10_000_000;

const optionalDate = blankDate();

function blankDate() {
  return z
    .preprocess((value: unknown) => (value === '' ? null : value), z.iso.date().nullable())
    .optional()
    .transform((value) => value ?? null);
}

const referralFieldsSchema = z.object({
  hubId: positiveId,
  /** Only administrators and the hub choose it; partner staff always refer for their own partner. */
  partnerId: optionalId,
  careCoordinatorId: optionalId,
  firstName: requiredText(REFERRAL_NAME_MAX),
  lastName: requiredText(REFERRAL_NAME_MAX),
  dateOfBirth: optionalDate,
  phone: phoneField(ReferralValidation.phone),
  needs: optionalText(REFERRAL_NEEDS_MAX),
  hospitalAdmittedOn: optionalDate,
  hospitalDischargeOn: optionalDate,
});
export type ReferralFormField = keyof typeof referralFieldsSchema.shape;
/** The referral form's fields, in the form's order: what referring sends and an edit sends again. */
export const REFERRAL_FORM_FIELDS = Object.keys(
  referralFieldsSchema.shape,
) as readonly ReferralFormField[];

export const referralCreateSchema = referralFieldsSchema.refine(
  (input) =>
    input.hospitalAdmittedOn === null ||
    input.hospitalDischargeOn === null ||
    input.hospitalDischargeOn >= input.hospitalAdmittedOn,
  { message: ReferralValidation.dischargeBeforeAdmission, path: ['hospitalDischargeOn'] },
);
export type ReferralCreateInput = z.input<typeof referralCreateSchema>;
export type ReferralCreate = z.output<typeof referralCreateSchema>;

/** An edit of a referral's details sends the whole form again, parsed by the same schema. */
export const referralDetailsSchema = referralCreateSchema;

export const referralIdParamsSchema = z.object({ referralId: pathId });

export const referralListQuerySchema = paginationQuerySchema.omit({ sort: true }).extend({
  hubId: optionalQueryId,
  partnerId: optionalQueryId,
  status: emptyAsUnset(z.preprocess(Number, ReferralStatus.schema)),
});
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>;

/** A status move. The close reason is checked by the rules (`referralMoveProblems`), not here. */
export const referralStatusMoveSchema = z.object({
  to: ReferralStatus.schema,
  closeReason: int32().nullable().optional(),
  note: optionalText(REFERRAL_NOTE_MAX),
});
export type ReferralStatusMoveInput = z.input<typeof referralStatusMoveSchema>;
export type ReferralStatusMove = z.output<typeof referralStatusMoveSchema>;

export const REFERRAL_MILESTONES = [
  'hospitalAdmittedOn',
  'hospitalDischargeOn',
  'visitOn',
  'approvedOn',
  'acceptedOn',
  'moveInOn',
  'moveOutOn',
] as const;
export type ReferralMilestone = (typeof REFERRAL_MILESTONES)[number];

/** The milestones the referring partner may record; the hub records them all. */
export const REFERRER_MILESTONES: readonly ReferralMilestone[] = [
  'hospitalAdmittedOn',
  'hospitalDischargeOn',
];

/** Milestones that happen after the referral, so none of them may fall before its creation day. */
export const MILESTONES_AFTER_REFERRAL: readonly ReferralMilestone[] = [
  'visitOn',
  'approvedOn',
  'acceptedOn',
  'moveInOn',
  'moveOutOn',
];

const milestoneInput = z
  .preprocess((value: unknown) => (value === '' ? null : value), z.iso.date().nullable())
  .optional();

/** Only the dates sent change; null clears one. */
export const referralMilestonesSchema = z.object(
  Object.fromEntries(REFERRAL_MILESTONES.map((name) => [name, milestoneInput])) as Record<
    ReferralMilestone,
    typeof milestoneInput
  >,
);
export type ReferralMilestonesInput = z.input<typeof referralMilestonesSchema>;
export type ReferralMilestonesChange = z.output<typeof referralMilestonesSchema>;

export const referralPlacementSchema = z.object({
  homeId: positiveId,
  billingFrequency: SharedLivingBillingFrequency.schema,
  rateCents: z.number().int().min(0).max(REFERRAL_RATE_MAX_CENTS),
});
export type ReferralPlacementInput = z.input<typeof referralPlacementSchema>;

export const REFERRAL_PARTIES = ['hub', 'referrer'] as const;

export const referralSchema = z.object({
  id: z.number().int(),
  hub: namedSchema,
  partner: namedSchema.nullable(),
  referredBy: namedSchema.nullable(),
  careCoordinator: namedSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date().nullable(),
  phone: z.string().nullable(),
  needs: z.string().nullable(),
  status: ReferralStatus.schema,
  closeReason: z.number().int().nullable(),
  closeNote: z.string().nullable(),
  milestones: z.object(
    Object.fromEntries(
      REFERRAL_MILESTONES.map((name) => [name, z.iso.date().nullable()]),
    ) as Record<ReferralMilestone, z.ZodNullable<z.ZodISODate>>,
  ),
  placement: z
    .object({
      home: namedSchema,
      billingFrequency: SharedLivingBillingFrequency.schema.nullable(),
      rateCents: z.number().int().nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  /** Whole days since the referral was made. */
  ageDays: z.number().int(),
  /** How the reader stands to it: the hub, the referring partner (read and withdraw), or neither. */
  party: z.enum(REFERRAL_PARTIES).nullable(),
  /** The statuses the reader may move it to now. */
  moves: z.array(ReferralStatus.schema),
});
export type Referral = z.infer<typeof referralSchema>;

export const REFERRAL_TIMELINE_KINDS = [
  'created',
  'status',
  'milestone',
  'placement',
  'details',
] as const;

export const referralEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFERRAL_TIMELINE_KINDS),
  fromStatus: ReferralStatus.schema.nullable(),
  toStatus: ReferralStatus.schema.nullable(),
  closeReason: z.number().int().nullable(),
  milestone: z.enum(REFERRAL_MILESTONES).nullable(),
  milestoneOn: z.iso.date().nullable(),
  note: z.string().nullable(),
  actor: namedSchema.nullable(),
  at: z.iso.datetime(),
});
export type ReferralEvent = z.infer<typeof referralEventSchema>;

export const referralDetailSchema = referralSchema.extend({
  timeline: z.array(referralEventSchema),
});
export type ReferralDetail = z.infer<typeof referralDetailSchema>;

export const referralCloseReasonSchema = z.object({ code: z.number().int(), name: z.string() });

export const referralMetricsQuerySchema = z
  .object({
    hubId: optionalQueryId,
    partnerId: optionalQueryId,
    from: emptyAsUnset(z.iso.date()),
    to: emptyAsUnset(z.iso.date()),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: ReferralValidation.rangeReversed,
    path: ['to'],
  });
export type ReferralMetricsQuery = z.infer<typeof referralMetricsQuerySchema>;

/** Without a range the metrics cover the last year up to today. */
export const REFERRAL_METRICS_DEFAULT_DAYS = 365;

export const referralMetricsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  averages: z.array(
    z.object({
      metric: ReferralReportMetric.schema,
      /** In days, to one decimal; null when no referral has the dates it needs. */
      days: z.number().nullable(),
      n: z.number().int(),
    }),
  ),
  byStatus: z.array(z.object({ status: ReferralStatus.schema, count: z.number().int() })),
});
export type ReferralMetrics = z.infer<typeof referralMetricsSchema>;
