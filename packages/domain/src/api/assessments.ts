import { z } from 'zod';
import { AssessmentBillingFrequency, AssessmentRateUnit, PaymentFlag } from '../enums/billing.ts';
import { AssessmentStatus } from '../enums/care.ts';
import { Role } from '../enums/identity.ts';
import { ListingService } from '../enums/listings.ts';
import type { TransitionRequirement } from '../rules/assessments.ts';
import { emptyAsUnset, ID_MAX, namedSchema, optionalId, pathId, positiveId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';
import { weekRangeSchema, weekRangesSchema } from './weekRanges.ts';

export const ASSESSMENT_NOTES_MAX = 2000;
export const ASSESSMENT_REASON_MAX = 500;
/** Three stretches a day is plenty (morning, noon, evening visits); more is a typing accident. */
export const ASSESSMENT_MAX_SLOTS = 21;
/** $10,000 per hour, visit or day: anything above is a typo (cents typed as dollars). */
export const ASSESSMENT_RATE_MAX_CENTS = 1_000_000;
/** Admins all, agency staff their agency's, partner staff their linked patients' (read only). */
export const ASSESSMENT_READER_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
  Role.partner,
  Role.partnerAgent,
];
/** Admins, and agency owners and agents for their own agency's patients. */
export const ASSESSMENT_WRITER_ROLES: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent];

/** Who an assessment's care is billed to: its payer, the patient privately, or a split of both. */
export const ASSESSMENT_BILL_TO = ['payer', 'private', 'split'] as const;
export const assessmentBillToSchema = z.enum(ASSESSMENT_BILL_TO);
export type AssessmentBillTo = z.infer<typeof assessmentBillToSchema>;
/** A split's payer share in hundredths of a percent (0.01 % to 99.99 %); the rest is private. */
export const PAYER_SHARE_MIN_BASIS_POINTS = 1;
export const PAYER_SHARE_MAX_BASIS_POINTS = 9999;

/** Per list filter: more values than this is not a search a person makes. */
const FILTER_VALUES_MAX = 20;

// Messages of the rules zod has no words for are i18n keys of the assessments namespace, so the
// web shows them in the person's language; API clients get a stable code-like text.
export const AssessmentValidation = {
  timeFormat: 'assessments:validation.timeFormat',
  endAfterStart: 'assessments:validation.endAfterStart',
  overlapping: 'assessments:validation.overlapping',
  endDateAfterStartDate: 'assessments:validation.endDateAfterStartDate',
  endDateNeedsStartDate: 'assessments:validation.endDateNeedsStartDate',
  rateNeedsUnit: 'assessments:validation.rateNeedsUnit',
  unitNeedsRate: 'assessments:validation.unitNeedsRate',
  duplicateService: 'assessments:validation.duplicateService',
  otherAgencyPatient: 'assessments:validation.otherAgencyPatient',
  patientAlreadyLinked: 'assessments:validation.patientAlreadyLinked',
  unknownCareType: 'assessments:validation.unknownCareType',
  billToNeedsPayer: 'assessments:validation.billToNeedsPayer',
  privateHasNoPayer: 'assessments:validation.privateHasNoPayer',
  splitNeedsShare: 'assessments:validation.splitNeedsShare',
  shareOnlyForSplit: 'assessments:validation.shareOnlyForSplit',
  unknownPayer: 'assessments:validation.unknownPayer',
  paymentFollowsInvoices: 'assessments:validation.paymentFollowsInvoices',
} as const;

/** Why a move cannot be made yet: one message per unmet requirement, keyed like its field. */
export const AssessmentUnmet = {
  patient: 'assessments:unmet.patient',
  schedule: 'assessments:unmet.schedule',
  rate: 'assessments:unmet.rate',
  approvedAssignment: 'assessments:unmet.approvedAssignment',
  reason: 'assessments:unmet.reason',
} as const satisfies Record<TransitionRequirement, string>;

/** The field each requirement is about, so a form can point at it. */
export const ASSESSMENT_REQUIREMENT_FIELDS = {
  patient: 'patientId',
  schedule: 'schedule',
  rate: 'rateCents',
  approvedAssignment: 'approvedAssignment',
  reason: 'reason',
} as const satisfies Record<TransitionRequirement, string>;

export const transitionRequirementSchema = z.enum([
  'patient',
  'schedule',
  'rate',
  'approvedAssignment',
  'reason',
]) satisfies z.ZodType<TransitionRequirement>;

export const scheduleSlotSchema = weekRangeSchema(AssessmentValidation);
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

const blankAsNullText = (max: number) =>
  z.preprocess(
    (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullable(),
  );

/** What can be edited on an assessment; every field may be left out of a partial update. */
const editableFields = {
  careTypeId: positiveId.nullable(),
  services: z
    .array(ListingService.schema)
    .max(ListingService.codes.length)
    .refine((services) => new Set(services).size === services.length, {
      message: AssessmentValidation.duplicateService,
    }),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  rateCents: z.number().int().min(0).max(ASSESSMENT_RATE_MAX_CENTS).nullable(),
  rateUnit: AssessmentRateUnit.schema.nullable(),
  billingFrequency: AssessmentBillingFrequency.schema.nullable(),
  paymentStatus: PaymentFlag.schema,
  billTo: assessmentBillToSchema,
  /** The directory payer billed (whole or in part); null when the patient pays privately. */
  payerId: positiveId.nullable(),
  payerShareBasisPoints: z
    .number()
    .int()
    .min(PAYER_SHARE_MIN_BASIS_POINTS)
    .max(PAYER_SHARE_MAX_BASIS_POINTS)
    .nullable(),
  notes: blankAsNullText(ASSESSMENT_NOTES_MAX),
  /** The weekly pattern, replaced whole: shifts will be generated from it. */
  schedule: weekRangesSchema(ASSESSMENT_MAX_SLOTS, AssessmentValidation),
};

/** The fields whose rules span two of them; checked on the saved record after a partial update. */
export type AssessmentConsistencyFields = {
  startDate: string | null;
  endDate: string | null;
  rateCents: number | null;
  rateUnit: AssessmentRateUnit | null;
};

type AssessmentValidationKey = (typeof AssessmentValidation)[keyof typeof AssessmentValidation];
export type AssessmentIssue = {
  path: keyof AssessmentConsistencyFields;
  message: AssessmentValidationKey;
};

/** The rules that span two fields: dates in order, a rate with what it is charged per. */
export function assessmentConsistencyIssues(
  fields: AssessmentConsistencyFields,
): AssessmentIssue[] {
  const issues: AssessmentIssue[] = [];
  if (fields.endDate !== null && fields.startDate === null) {
    issues.push({ path: 'startDate', message: AssessmentValidation.endDateNeedsStartDate });
  } else if (
    fields.endDate !== null &&
    fields.startDate !== null &&
    fields.endDate < fields.startDate
  ) {
    issues.push({ path: 'endDate', message: AssessmentValidation.endDateAfterStartDate });
  }
  if (fields.rateCents !== null && fields.rateUnit === null) {
    issues.push({ path: 'rateUnit', message: AssessmentValidation.rateNeedsUnit });
  }
  if (fields.rateCents === null && fields.rateUnit !== null) {
    issues.push({ path: 'rateCents', message: AssessmentValidation.unitNeedsRate });
  }
  return issues;
}

export type AssessmentBillToFields = {
  billTo: AssessmentBillTo;
  payerId: number | null;
  payerShareBasisPoints: number | null;
};

export type AssessmentBillToIssue = {
  path: keyof AssessmentBillToFields;
  message: AssessmentValidationKey;
};

/** A payer for payer and split billing and none for private; a share for a split only. */
export function assessmentBillToIssues(fields: AssessmentBillToFields): AssessmentBillToIssue[] {
  const issues: AssessmentBillToIssue[] = [];
  if (fields.billTo === 'private' && fields.payerId !== null) {
    issues.push({ path: 'payerId', message: AssessmentValidation.privateHasNoPayer });
  }
  if (fields.billTo !== 'private' && fields.payerId === null) {
    issues.push({ path: 'payerId', message: AssessmentValidation.billToNeedsPayer });
  }
  if (fields.billTo === 'split' && fields.payerShareBasisPoints === null) {
    issues.push({ path: 'payerShareBasisPoints', message: AssessmentValidation.splitNeedsShare });
  }
  if (fields.billTo !== 'split' && fields.payerShareBasisPoints !== null) {
    issues.push({ path: 'payerShareBasisPoints', message: AssessmentValidation.shareOnlyForSplit });
  }
  return issues;
}

function refineConsistency(
  fields: AssessmentConsistencyFields & AssessmentBillToFields,
  ctx: z.RefinementCtx,
): void {
  for (const issue of [...assessmentConsistencyIssues(fields), ...assessmentBillToIssues(fields)]) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/**
 * Every field the booking form edits, with what a new booking starts with; the edit form sends
 * them all. The payment flag is not among them: it follows the booking's invoices, and a new
 * booking starts unpaid. API clients may still set it by a PATCH until the booking is invoiced.
 */
const assessmentFieldsSchema = z.object({
  careTypeId: editableFields.careTypeId.default(null),
  services: editableFields.services.default([]),
  startDate: editableFields.startDate.default(null),
  endDate: editableFields.endDate.default(null),
  rateCents: editableFields.rateCents.default(null),
  rateUnit: editableFields.rateUnit.default(null),
  billingFrequency: editableFields.billingFrequency.default(null),
  billTo: editableFields.billTo.default('private'),
  payerId: editableFields.payerId.default(null),
  payerShareBasisPoints: editableFields.payerShareBasisPoints.default(null),
  notes: editableFields.notes.default(null),
  schedule: editableFields.schedule.default([]),
});

export const assessmentCreateSchema = assessmentFieldsSchema
  .extend({
    /** A patient of the agency the assessment is for; the agency is the patient's. */
    patientId: positiveId,
  })
  .superRefine(refineConsistency);
export type AssessmentCreateInput = z.input<typeof assessmentCreateSchema>;
export type AssessmentCreate = z.output<typeof assessmentCreateSchema>;

/** The edit form: every field at once (sent as a PATCH), the patient staying as it is. */
export const assessmentEditSchema = assessmentFieldsSchema.superRefine(refineConsistency);
export type AssessmentEditInput = z.input<typeof assessmentEditSchema>;
export type AssessmentEdit = z.output<typeof assessmentEditSchema>;

/** A partial update: what is sent is changed (the schedule replaced whole), the rest kept. */
export const assessmentPatchSchema = z.object(editableFields).partial();
export type AssessmentPatchInput = z.input<typeof assessmentPatchSchema>;
export type AssessmentPatch = z.output<typeof assessmentPatchSchema>;

export const assessmentStatusMoveSchema = z.object({
  to: AssessmentStatus.schema,
  reason: blankAsNullText(ASSESSMENT_REASON_MAX).optional(),
  /** Taking on a marketplace request (requested → pending): the agency's patient it is for. */
  patientId: optionalId,
});
export type AssessmentStatusMoveInput = z.input<typeof assessmentStatusMoveSchema>;
export type AssessmentStatusMove = z.output<typeof assessmentStatusMoveSchema>;

// ---- Lists ------------------------------------------------------------------------------------

/** A repeatable filter: `status=1&status=2` and `status=1,2` mean the same. */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== ''),
    z
      .array(item)
      .max(FILTER_VALUES_MAX)
      .transform((values) => [...new Set(values)]),
  );

const sortKeys = ['startDate', 'createdAt', 'updatedAt', 'patient', 'status'] as const;
export const ASSESSMENT_SORTS = sortKeys.flatMap((key) => [key, `-${key}`] as const);
export type AssessmentSort = (typeof ASSESSMENT_SORTS)[number];

export const assessmentListQuerySchema = paginationQuerySchema
  .extend({
    /** Newest first by default, so a fresh marketplace request is at the top. */
    sort: emptyAsUnset(z.enum(ASSESSMENT_SORTS)).default('-createdAt'),
    status: queryList(z.preprocess(Number, AssessmentStatus.schema)),
    patient: emptyAsUnset(pathId),
    careType: emptyAsUnset(pathId),
    /** With `to`: assessments whose dates overlap the period (an open end runs on). */
    from: emptyAsUnset(z.iso.date()),
    to: emptyAsUnset(z.iso.date()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: AssessmentValidation.endDateAfterStartDate,
    path: ['to'],
  });
export type AssessmentListQueryInput = z.input<typeof assessmentListQuerySchema>;
export type AssessmentListQuery = z.output<typeof assessmentListQuerySchema>;

export const assessmentSummarySchema = z.object({
  id: z.number().int().max(ID_MAX),
  status: AssessmentStatus.schema,
  /** Null only for a marketplace request no patient has been linked to yet. */
  patient: namedSchema.nullable(),
  agency: namedSchema,
  careType: namedSchema.nullable(),
  services: z.array(ListingService.schema),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  rateCents: z.number().int().nullable(),
  rateUnit: AssessmentRateUnit.schema.nullable(),
  billingFrequency: AssessmentBillingFrequency.schema.nullable(),
  paymentStatus: PaymentFlag.schema,
  billTo: assessmentBillToSchema,
  payer: namedSchema.nullable(),
  payerShareBasisPoints: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const assessmentStatusChangeSchema = z.object({
  id: z.number().int(),
  /** Null on the first entry, when the assessment was made. */
  from: AssessmentStatus.schema.nullable(),
  to: AssessmentStatus.schema,
  changedBy: namedSchema.nullable(),
  changedAt: z.iso.datetime(),
  reason: z.string().nullable(),
});
export type AssessmentStatusChange = z.infer<typeof assessmentStatusChangeSchema>;

export const assessmentMoveSchema = z.object({
  to: AssessmentStatus.schema,
  /** Everything the move needs, including a reason the person gives when moving. */
  requires: z.array(transitionRequirementSchema),
  /** What the assessment lacks for it now (a reason is given with the move, so never here). */
  unmet: z.array(transitionRequirementSchema),
});
export type AssessmentMove = z.infer<typeof assessmentMoveSchema>;

export const assessmentSchema = assessmentSummarySchema.extend({
  notes: z.string().nullable(),
  schedule: z.array(scheduleSlotSchema),
  history: z.array(assessmentStatusChangeSchema),
  /** The moves the caller may make from the current status. */
  allowedMoves: z.array(assessmentMoveSchema),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentStatusInfoSchema = z.object({
  code: AssessmentStatus.schema,
  name: z.string(),
  /** The moves the caller's role may make from this status, with what each needs. */
  moves: z.array(assessmentMoveSchema.omit({ unmet: true })),
});
export type AssessmentStatusInfo = z.infer<typeof assessmentStatusInfoSchema>;

export const assessmentIdParamsSchema = z.object({ assessmentId: pathId });
