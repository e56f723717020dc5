import { z } from 'zod';
import { ListingService } from '../enums/listings.ts';
import {
  CALENDAR_MAX_DAYS,
  INELIGIBILITY_REASONS,
  SHIFT_ASSIGNMENTS,
  SHIFT_GENERATION_DAYS,
} from '../rules/shifts.ts';
import { emptyAsUnset, namedSchema, pathId, positiveId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';
import { visitMarkSchema, visitVerificationSchema } from './visitVerification.ts';

/** Message keys of shift validation errors, translated by the web (namespace `shifts`). */
export const ShiftValidation = {
  rangeOrder: 'shifts:validation.rangeOrder',
  rangeTooLong: 'shifts:validation.rangeTooLong',
} as const;

export const shiftIdParamsSchema = z.object({ shiftId: pathId });

const DAY_MS = 86_400_000;

/** Dates only (`YYYY-MM-DD`, Toronto days), `to` included. */
const dateRange = z.object({ from: z.iso.date(), to: z.iso.date() });
const rangeDays = (range: { from: string; to: string }) =>
  (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;

export const shiftCalendarQuerySchema = dateRange
  .extend({
    caregiver: emptyAsUnset(pathId),
    patient: emptyAsUnset(pathId),
  })
  .refine((query) => query.from <= query.to, {
    message: ShiftValidation.rangeOrder,
    path: ['to'],
  })
  .refine((query) => rangeDays(query) <= CALENDAR_MAX_DAYS, {
    message: ShiftValidation.rangeTooLong,
    path: ['to'],
  });
export type ShiftCalendarQueryInput = z.input<typeof shiftCalendarQuerySchema>;

/** An assessment's shifts, oldest first, optionally between two days. */
export const assessmentShiftsQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({ from: emptyAsUnset(z.iso.date()), to: emptyAsUnset(z.iso.date()) })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ShiftValidation.rangeOrder,
    path: ['to'],
  });

export const myShiftsQuerySchema = z.object({ date: z.iso.date() });

export const shiftGenerateSchema = z.object({
  /** Days ahead of the first generated day; the assessment's end date still bounds it. */
  days: z.number().int().min(1).max(SHIFT_GENERATION_DAYS).default(SHIFT_GENERATION_DAYS),
});
export type ShiftGenerateInput = z.input<typeof shiftGenerateSchema>;

export const shiftAssignSchema = z.object({ caregiverId: positiveId });
export type ShiftAssignInput = z.input<typeof shiftAssignSchema>;

export const shiftResponseSchema = z.object({ accept: z.boolean() });

export const shiftAssignmentSchema = z.enum(SHIFT_ASSIGNMENTS);

/**
 * One shift. Together its fields are the electronic visit verification record: who (caregiver),
 * for whom (patient), what service (services), date and start/end (check-in/out times) and where
 * (their positions).
 */
export const shiftSchema = z.object({
  id: z.number().int(),
  assessmentId: z.number().int(),
  agencyId: z.number().int(),
  patient: namedSchema,
  services: z.array(ListingService.schema),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  assignment: shiftAssignmentSchema,
  caregiver: namedSchema.nullable(),
  checkIn: visitMarkSchema.nullable(),
  checkOut: visitMarkSchema.nullable(),
  missedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** The fence and window verdicts of the check-in and out, and the client's confirmation. */
  verification: visitVerificationSchema,
});
export type Shift = z.infer<typeof shiftSchema>;

export const shiftGenerateResultSchema = z.object({
  created: z.number().int(),
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
});

export const eligibleCaregiverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.enum(INELIGIBILITY_REASONS)),
});
export type EligibleCaregiver = z.infer<typeof eligibleCaregiverSchema>;
