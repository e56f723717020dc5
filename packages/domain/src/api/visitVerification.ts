import { z } from 'zod';
import {
  EARLY_WINDOW_MAX,
  FENCE_OUTCOMES,
  FENCE_RADIUS_MAX,
  FENCE_RADIUS_MIN,
  LATE_WINDOW_MAX,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MISSING_REASONS,
  TIMING_OUTCOMES,
  VISIT_EXCEPTION_KINDS,
  VISIT_PHASES,
  VISIT_REASON_CODES,
} from '../rules/visitVerification.ts';
import { namedSchema, pathId, positiveId } from './fields.ts';
import {
  OfflineCaptureValidation,
  offlineCaptureFields,
  offlineHasTime,
  offlineTimeIssue,
} from './offlineCapture.ts';
import { paginationQuerySchema } from './pagination.ts';

/** Message keys of visit verification errors, translated by the web (namespace `shifts`). */
export const VisitValidation = {
  reasonRequired: 'shifts:validation.reasonRequired',
  capturedAtRequired: OfflineCaptureValidation.capturedAtRequired,
  capturedInFuture: OfflineCaptureValidation.capturedInFuture,
  signatureOrReason: 'shifts:validation.signatureOrReason',
  signatureNotPng: 'shifts:validation.signatureNotPng',
  signatureTooLarge: 'shifts:validation.signatureTooLarge',
  unknownTasks: 'shifts:validation.unknownTasks',
} as const;

/** Which exceptions of the queue a list shows. */
export const VISIT_EXCEPTION_STATES = ['open', 'resolved', 'all'] as const;

export const agencyIdParamsSchema = z.object({ agencyId: pathId });
export const visitExceptionIdParamsSchema = z.object({ exceptionId: pathId });
export const patientIdParamsSchema = z.object({ patientId: pathId });

export const visitVerificationSettingsSchema = z.object({
  fenceRadiusMetres: z.number().int().min(FENCE_RADIUS_MIN).max(FENCE_RADIUS_MAX),
  earlyWindowMinutes: z.number().int().min(0).max(EARLY_WINDOW_MAX),
  lateWindowMinutes: z.number().int().min(0).max(LATE_WINDOW_MAX),
});
export type VisitVerificationSettingsInput = z.input<typeof visitVerificationSettingsSchema>;

/** Where the caregiver's phone placed them, as the browser's geolocation gives it. */
export const shiftPositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres, 95% confidence radius. */
  accuracy: z.number().min(0).max(100_000),
});
export type ShiftPosition = z.infer<typeof shiftPositionSchema>;

/** A check-in or check-out as recorded: when, and where the phone (or the agency) placed it. */
export const visitMarkSchema = shiftPositionSchema.extend({ at: z.iso.datetime() });
export type VisitMark = z.infer<typeof visitMarkSchema>;

/** The client's home as the fence is drawn around it, and where that place came from. */
export const serviceLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type ServiceLocationInput = z.input<typeof serviceLocationSchema>;

export const serviceLocationAnswerSchema = serviceLocationSchema.extend({
  patientId: z.number().int(),
  /** `address`: the patient's own point (from their address or a map pin); `city`: the gazetteer's. */
  source: z.enum(['address', 'city']),
});

/**
 * One check-in or check-out from the phone. A capture made without a network carries the time
 * the phone took it and is replayed later under its idempotency key, which makes a retry answer
 * the first result and change nothing.
 */
const captureFields = shiftPositionSchema.extend({
  reasonCode: z.enum(VISIT_REASON_CODES).optional(),
  ...offlineCaptureFields,
});

export const checkInSchema = captureFields.refine(offlineHasTime, offlineTimeIssue);
export type CheckInInput = z.input<typeof checkInSchema>;
export type CheckIn = z.infer<typeof checkInSchema>;

// Base64 of SIGNATURE_MAX_BYTES bytes, rounded up; the decoded size is checked exactly.
const SIGNATURE_BASE64_MAX = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

export const checkOutSchema = captureFields
  .extend({
    /** The client's signature drawn on the phone: a PNG, base64. */
    signaturePng: z
      .base64()
      .max(SIGNATURE_BASE64_MAX, VisitValidation.signatureTooLarge)
      .optional(),
    signatureMissingReason: z.enum(SIGNATURE_MISSING_REASONS).optional(),
    /** The care plan's tasks done during the visit. */
    taskIds: z.array(positiveId).max(100).default([]),
  })
  .refine(offlineHasTime, offlineTimeIssue)
  .refine(
    (capture) => capture.signaturePng === undefined || capture.signatureMissingReason === undefined,
    { message: VisitValidation.signatureOrReason, path: ['signatureMissingReason'] },
  );
export type CheckOutInput = z.input<typeof checkOutSchema>;
export type CheckOut = z.infer<typeof checkOutSchema>;

/** Where a mark stands against the fence and the visit's time window. */
export const markVerdictSchema = z.object({
  fence: z.enum(FENCE_OUTCOMES),
  distanceMetres: z.number().nullable(),
  fenceRadiusMetres: z.number().int(),
  timing: z.enum(TIMING_OUTCOMES),
});
export type MarkVerdict = z.infer<typeof markVerdictSchema>;

/** What the server decided of one capture. */
export const captureVerdictSchema = z.object({
  at: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
  fence: z.enum(FENCE_OUTCOMES),
  distanceMetres: z.number().nullable(),
  fenceRadiusMetres: z.number().int(),
  timing: z.enum(TIMING_OUTCOMES),
  reasonCode: z.enum(VISIT_REASON_CODES).nullable(),
  capturedOffline: z.boolean(),
});
export type CaptureVerdict = z.infer<typeof captureVerdictSchema>;

export const visitConfirmationSchema = z.object({
  signature: z.object({ sha256: z.string(), at: z.iso.datetime() }).nullable(),
  signatureMissingReason: z.enum(SIGNATURE_MISSING_REASONS).nullable(),
  taskIds: z.array(z.number().int()),
});

/** A visit's verification: each capture's verdict and the client's confirmation. */
export const visitVerificationSchema = z.object({
  checkIn: captureVerdictSchema.nullable(),
  checkOut: captureVerdictSchema.nullable(),
  confirmation: visitConfirmationSchema.nullable(),
});
export type VisitVerification = z.infer<typeof visitVerificationSchema>;

export const visitExceptionSchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  agencyId: z.number().int(),
  patient: namedSchema,
  caregiver: namedSchema.nullable(),
  startsAt: z.iso.datetime(),
  kind: z.enum(VISIT_EXCEPTION_KINDS),
  phase: z.enum(VISIT_PHASES),
  reasonCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: namedSchema.nullable(),
  resolutionNote: z.string().nullable(),
});
export type VisitException = z.infer<typeof visitExceptionSchema>;

export const visitExceptionsQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({
    kind: z.enum(VISIT_EXCEPTION_KINDS).optional(),
    /**
     * `open` (the default): unresolved only; `resolved`: settled only, newest first; `all`:
     * unresolved first, then resolved.
     */
    state: z.enum(VISIT_EXCEPTION_STATES).default('open'),
  });

export type VisitExceptionState = (typeof VISIT_EXCEPTION_STATES)[number];

export const visitExceptionResolveSchema = z.object({
  note: z.string().trim().min(1).max(2000),
});
export type VisitExceptionResolveInput = z.input<typeof visitExceptionResolveSchema>;

/**
 * The live event on the agency's channel when a caregiver checks in or out: ids and the kind
 * only (no health information), so the office's dashboard reads its figures again.
 */
export type VisitAttendanceChanged = {
  agencyId: number;
  shiftId: number;
  kind: 'checkedIn' | 'checkedOut';
};

/** The live event on the agency's channel when a visit needs its attention. */
export type VisitExceptionCreated = {
  agencyId: number;
  shiftId: number;
  exceptionIds: number[];
  kinds: (typeof VISIT_EXCEPTION_KINDS)[number][];
};
