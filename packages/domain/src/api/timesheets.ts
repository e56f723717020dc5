import { z } from 'zod';
import { isPayPeriodStart } from '../rules/payPeriods.ts';
import { VisitBillingException } from '../rules/visitBillability.ts';
import { namedSchema, pathId, requiredText } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Caregiver timesheets: an agency's verified visits per caregiver and bi-weekly pay period,
// approved as a frozen snapshot and changed afterwards only by an audited revision. Statuses and
// exception reasons are plain codes labelled in the timesheets screens' own namespace.

/** Field messages, as keys of the timesheets screens' namespace. */
export const TimesheetValidation = {
  notPeriodStart: 'timesheets:errors.notPeriodStart',
  hasExceptions: 'timesheets:errors.hasExceptions',
} as const;

/** Draft until approved; approved is revision 1; revised once a later revision replaced it. */
export const TIMESHEET_STATUSES = ['draft', 'approved', 'revised'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/**
 * Why a visit's time cannot be paid as it stands: the visit-billing reasons that concern time
 * worked. A rate or an invoice are billing's business, not the caregiver's pay.
 */
export const TIMESHEET_EXCEPTIONS = [
  VisitBillingException.missingCheckOut,
  VisitBillingException.missingCheckIn,
  VisitBillingException.unverified,
] as const;
export type TimesheetException = (typeof TIMESHEET_EXCEPTIONS)[number];

/** A pay period's first day (a Monday of the bi-weekly calendar), naming the period. */
export const payPeriodStartSchema = z.iso
  .date()
  .pipe(z.string().refine(isPayPeriodStart, { message: TimesheetValidation.notPeriodStart }));

export const timesheetPeriodQuerySchema = z.object({ periodStart: payPeriodStartSchema });
export type TimesheetPeriodQuery = z.infer<typeof timesheetPeriodQuerySchema>;

export const timesheetListQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({ periodStart: payPeriodStartSchema });
export type TimesheetListQuery = z.infer<typeof timesheetListQuerySchema>;

export const timesheetParamsSchema = z.object({ agencyId: pathId, caregiverId: pathId });

export const timesheetSchema = z.object({
  agencyId: z.number().int(),
  caregiver: namedSchema,
  periodStart: z.iso.date(),
  /** The period's end day, excluded. */
  periodEnd: z.iso.date(),
  status: z.enum(TIMESHEET_STATUSES),
  /** The latest revision's number (1 is the approval); null while a draft. */
  revision: z.number().int().nullable(),
  /** The approved snapshot's figures once approved; the visits as they stand while a draft. */
  visitCount: z.number().int(),
  /** Paid time: the exact verified minutes, never rounded as billing rounds. */
  verifiedMinutes: z.number().int(),
  /** Hearth records no mileage yet: always null, a column ready for payroll files. */
  mileageKm: z.number().nullable(),
  /** Visits of the period, as they stand, whose time cannot be paid yet; they block approval. */
  exceptionCount: z.number().int(),
  /** The visits as they stand no longer match the approved snapshot: a revision is due. */
  changedSinceApproval: z.boolean(),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

export const timesheetVisitSchema = z.object({
  shiftId: z.number().int(),
  patient: namedSchema,
  /** The agency day the visit started on (a visit across midnight belongs to its first day). */
  serviceDate: z.iso.date(),
  checkInAt: z.iso.datetime({ offset: true }).nullable(),
  checkOutAt: z.iso.datetime({ offset: true }).nullable(),
  /** Null while the length is unknown (a check-in or check-out is missing). */
  verifiedMinutes: z.number().int().nullable(),
  exceptions: z.array(z.enum(TIMESHEET_EXCEPTIONS)),
});
export type TimesheetVisit = z.infer<typeof timesheetVisitSchema>;

export const timesheetRevisionSchema = z.object({
  revision: z.number().int(),
  /** Why an approved timesheet was revised; null for the approval itself. */
  reason: z.string().nullable(),
  approvedBy: namedSchema.nullable(),
  approvedAt: z.iso.datetime({ offset: true }),
  visitCount: z.number().int(),
  verifiedMinutes: z.number().int(),
});
export type TimesheetRevision = z.infer<typeof timesheetRevisionSchema>;

export const timesheetDetailSchema = timesheetSchema.extend({
  /** The approved snapshot's visits once approved; the period's visits as they stand otherwise. */
  visits: z.array(timesheetVisitSchema),
  /** Newest first; empty while a draft. */
  revisions: z.array(timesheetRevisionSchema),
});
export type TimesheetDetail = z.infer<typeof timesheetDetailSchema>;

/** A caregiver's own timesheet at one of the agencies they work for, named for them. */
export const myTimesheetSchema = timesheetDetailSchema.extend({ agency: namedSchema });
export type MyTimesheet = z.infer<typeof myTimesheetSchema>;

export const timesheetApproveSchema = z.object({ periodStart: payPeriodStartSchema });
export type TimesheetApprove = z.infer<typeof timesheetApproveSchema>;

export const timesheetReviseSchema = z.object({
  periodStart: payPeriodStartSchema,
  reason: requiredText(500),
});
export type TimesheetRevise = z.infer<typeof timesheetReviseSchema>;
