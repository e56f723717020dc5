import { z } from 'zod';
import { ListingService } from '../enums/listings.ts';
import {
  EVV_EXPORT_MAX_DAYS,
  EVV_LOCATION_TYPES,
  EVV_VISIT_STATUSES,
  VISIT_CHANGE_FIELDS,
  VISIT_CHANGE_REASONS_NEEDING_NOTE,
  VisitChangeReason,
  VisitChangeResolution,
} from '../rules/evv.ts';
import { namedSchema, optionalText, pathId } from './fields.ts';
import { ShiftValidation } from './shifts.ts';
import { markVerdictSchema, shiftPositionSchema, visitMarkSchema } from './visitVerification.ts';

/** Message keys of visit change and export errors, translated by the web (namespace `shifts`). */
export const VisitChangeValidation = {
  reasonRequired: 'shifts:validation.changeReasonRequired',
  resolutionRequired: 'shifts:validation.resolutionRequired',
  noteRequired: 'shifts:validation.noteRequired',
  nothingChanged: 'shifts:validation.nothingChanged',
  positionRequired: 'shifts:validation.positionRequired',
  inFuture: 'shifts:validation.markInFuture',
  farFromShift: 'shifts:validation.markFarFromShift',
  checkInMissing: 'shifts:validation.checkInMissing',
  checkOutBeforeCheckIn: 'shifts:validation.checkOutBeforeCheckIn',
  visitTooLong: 'shifts:validation.visitTooLong',
  exportTooLong: 'shifts:validation.exportTooLong',
} as const;

export const VISIT_CHANGE_NOTE_MAX = 2000;

/**
 * The corrected value of one mark. Its position may be left out when the mark already has one
 * (only the time was wrong); a mark the caregiver never recorded needs one.
 */
export const visitMarkChangeSchema = z.object({
  at: z.iso.datetime(),
  position: shiftPositionSchema.optional(),
});
export type VisitMarkChange = z.infer<typeof visitMarkChangeSchema>;

/** The agency's correction of a visit: what changes, the reason and the resolution codes. */
export const visitChangeCreateSchema = z
  .object({
    reason: z.literal(VisitChangeReason.codes, { error: VisitChangeValidation.reasonRequired }),
    resolution: z.literal(VisitChangeResolution.codes, {
      error: VisitChangeValidation.resolutionRequired,
    }),
    note: optionalText(VISIT_CHANGE_NOTE_MAX),
    checkIn: visitMarkChangeSchema.optional(),
    checkOut: visitMarkChangeSchema.optional(),
  })
  .superRefine((change, ctx) => {
    if (change.checkIn === undefined && change.checkOut === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkIn'],
        message: VisitChangeValidation.nothingChanged,
      });
    }
    if (VISIT_CHANGE_REASONS_NEEDING_NOTE.includes(change.reason) && change.note === null) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: VisitChangeValidation.noteRequired });
    }
  });
export type VisitChangeCreateInput = z.input<typeof visitChangeCreateSchema>;
export type VisitChangeCreate = z.output<typeof visitChangeCreateSchema>;

/** One corrected mark, kept for ever beside the value it replaced. */
export const visitChangeSchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  field: z.enum(VISIT_CHANGE_FIELDS),
  /** The value before this change; null when the caregiver never recorded the mark. */
  before: visitMarkSchema.nullable(),
  after: visitMarkSchema,
  /**
   * The fence and window verdicts of the mark before this change (the caregiver's capture, or the
   * previous correction's) and of the corrected mark; null where there was no mark to judge.
   */
  beforeVerdict: markVerdictSchema.nullable(),
  afterVerdict: markVerdictSchema.nullable(),
  reason: VisitChangeReason.schema,
  resolution: VisitChangeResolution.schema,
  note: z.string().nullable(),
  changedBy: namedSchema,
  changedAt: z.iso.datetime(),
});
export type VisitChange = z.infer<typeof visitChangeSchema>;

/**
 * A visit's EVV record. The six elements of the 21st Century Cures Act §12006 are `serviceCode`
 * (type of service), `recipientId` (individual receiving), `visitDate` (date), `locationType`
 * with the marks' positions (location), `caregiverId` (individual providing) and the marks'
 * times (start and end). The marks are the effective ones, after the agency's corrections;
 * `originalCheckIn`/`originalCheckOut` are what the caregiver recorded.
 */
export const evvVisitSchema = z.object({
  visitId: z.number().int(),
  agencyId: z.number().int(),
  serviceCode: z.string(),
  careType: z.string().nullable(),
  services: z.array(ListingService.schema),
  recipientId: z.number().int(),
  caregiverId: z.number().int().nullable(),
  visitDate: z.iso.date(),
  timeZone: z.string(),
  plannedStart: z.iso.datetime(),
  plannedEnd: z.iso.datetime(),
  checkIn: visitMarkSchema.nullable(),
  checkOut: visitMarkSchema.nullable(),
  originalCheckIn: visitMarkSchema.nullable(),
  originalCheckOut: visitMarkSchema.nullable(),
  locationType: z.enum(EVV_LOCATION_TYPES),
  capturedOffline: z.boolean(),
  status: z.enum(EVV_VISIT_STATUSES),
  changes: z.array(visitChangeSchema),
});
export type EvvVisit = z.infer<typeof evvVisitSchema>;

export const evvExportParamsSchema = z.object({ agencyId: pathId });

const DAY_MS = 86_400_000;

/** Care time zone days, both included, a month at most. */
export const evvExportQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((query) => query.from <= query.to, {
    message: ShiftValidation.rangeOrder,
    path: ['to'],
  })
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS < EVV_EXPORT_MAX_DAYS,
    { message: VisitChangeValidation.exportTooLong, path: ['to'] },
  );
export type EvvExportQuery = z.infer<typeof evvExportQuerySchema>;

/** The aggregator export as JSON: the completed or changed visits of the range, by start. */
export const evvExportSchema = z.object({
  meta: z.object({
    agencyId: z.number().int(),
    from: z.iso.date(),
    to: z.iso.date(),
    timeZone: z.string(),
    generatedAt: z.iso.datetime(),
  }),
  data: z.array(evvVisitSchema),
});
export type EvvExport = z.infer<typeof evvExportSchema>;
