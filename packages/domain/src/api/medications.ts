import { z } from 'zod';
import { Role } from '../enums/identity.ts';
import {
  COMMENT_REQUIRED_MESSAGE,
  MedicationAdministration,
  MedicationRoute,
  ReasonNotAdministered,
  reasonRequiresComment,
} from '../enums/medication.ts';
import { WeekDay } from '../enums/reference.ts';
import { namedSchema, optionalText, pathId, requiredText } from './fields.ts';
import { offlineCaptureFields, offlineHasTime, offlineTimeIssue } from './offlineCapture.ts';

// The medication administration record (MAR): a patient's medications and every dose recorded.

/** A dose recorded more than this long after its time is late and needs a reason in words. */
export const MAR_LATE_AFTER_HOURS = 2;
/** A dose may be recorded this long before its time (the round starts early), not earlier. */
export const MAR_EARLY_HOURS = 1;
/** The grid spans at most a month: the widest view a person reads at once. */
export const MAR_MAX_DAYS = 31;
/** Eight doses a day covers every-three-hours regimens; more is a typing accident. */
export const MEDICATION_MAX_TIMES = 8;
export const MEDICATION_TEXT_MAX = 200;
export const MAR_COMMENT_MAX = 1000;

/** Who reads a MAR: as for the patient record (partner staff read their linked patients'). */
export const MAR_READER_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
  Role.caregiver,
  Role.partner,
  Role.partnerAgent,
  Role.provider,
];
/**
 * Who adds, changes and discontinues medications: admins, the patient's agency staff, and the
 * provider whose resident or participant it is.
 */
export const MEDICATION_PRESCRIBER_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
  Role.provider,
];
/** Who records doses: the people who give them, the care team, agency staff and the provider. */
export const MAR_RECORDER_ROLES: readonly Role[] = [
  Role.agency,
  Role.agencyAgent,
  Role.caregiver,
  Role.provider,
];

export const MedicationValidation = {
  timeFormat: 'medications:validation.timeFormat',
  duplicateTime: 'medications:validation.duplicateTime',
  timesRequired: 'medications:validation.timesRequired',
  timeZone: 'medications:validation.timeZone',
  endDateAfterStartDate: 'medications:validation.endDateAfterStartDate',
  reasonRequired: 'medications:validation.reasonRequired',
  reasonNotAllowed: 'medications:validation.reasonNotAllowed',
  commentRequired: COMMENT_REQUIRED_MESSAGE,
  correctionComment: 'medications:validation.correctionComment',
  lateReasonRequired: 'medications:validation.lateReasonRequired',
  notScheduled: 'medications:validation.notScheduled',
  tooEarly: 'medications:validation.tooEarly',
  discontinued: 'medications:validation.discontinued',
  toAfterFrom: 'medications:validation.toAfterFrom',
  rangeTooLong: 'medications:validation.rangeTooLong',
} as const;

/** `HH:MM` on a 24-hour clock: when a dose is due, in the medication's time zone. */
const DOSE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const medicationIdParamsSchema = z.object({ medicationId: pathId });
export const medicationPatientParamsSchema = z.object({ patientId: pathId });
export const administrationIdParamsSchema = z.object({ administrationId: pathId });

/** Adding a medication, or changing one (the whole form is sent each time). */
export const medicationWriteSchema = z
  .object({
    name: requiredText(MEDICATION_TEXT_MAX),
    dose: requiredText(MEDICATION_TEXT_MAX),
    route: MedicationRoute.schema,
    times: z
      .array(z.string().regex(DOSE_TIME, { message: MedicationValidation.timeFormat }))
      .max(MEDICATION_MAX_TIMES)
      .default([]),
    /** Empty means every day. */
    weekDays: z
      .array(WeekDay.schema)
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort()),
    prn: z.boolean().default(false),
    timeZone: z.string().refine(isTimeZone, { message: MedicationValidation.timeZone }),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable().default(null),
    instructions: optionalText(MAR_COMMENT_MAX),
    prescriber: optionalText(MEDICATION_TEXT_MAX),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.times).size !== value.times.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['times'],
        message: MedicationValidation.duplicateTime,
      });
    }
    if (!value.prn && value.times.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['times'],
        message: MedicationValidation.timesRequired,
      });
    }
    if (value.endDate !== null && value.endDate < value.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: MedicationValidation.endDateAfterStartDate,
      });
    }
  })
  // An as-needed medication has no dose times: it is given when needed, recorded when given.
  .transform((value) => ({ ...value, times: value.prn ? [] : [...value.times].sort() }));
export type MedicationWriteInput = z.input<typeof medicationWriteSchema>;
export type MedicationWrite = z.output<typeof medicationWriteSchema>;

export const medicationDiscontinueSchema = z.object({ reason: requiredText(MAR_COMMENT_MAX) });
export type MedicationDiscontinue = z.infer<typeof medicationDiscontinueSchema>;

export const medicationSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  name: z.string(),
  dose: z.string(),
  route: MedicationRoute.schema,
  times: z.array(z.string()),
  weekDays: z.array(WeekDay.schema),
  prn: z.boolean(),
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  instructions: z.string().nullable(),
  prescriber: z.string().nullable(),
  createdAt: z.string(),
  discontinuedAt: z.string().nullable(),
  discontinuedBy: namedSchema.nullable(),
  discontinuedReason: z.string().nullable(),
});
export type Medication = z.infer<typeof medicationSchema>;

const optionalComment = z
  .string()
  .trim()
  .max(MAR_COMMENT_MAX)
  .optional()
  .transform((text) => text || undefined);

type EntryFields = {
  status: MedicationAdministration;
  reason?: ReasonNotAdministered | undefined;
  comment?: string | undefined;
};

/**
 * Not administered and held need a reason, administered takes none (leave of absence may carry
 * one); missed dose and held for parameters need a comment.
 */
function checkEntry(value: EntryFields, ctx: z.RefinementCtx) {
  const needsReason =
    value.status === MedicationAdministration.notAdministered ||
    value.status === MedicationAdministration.held;
  if (needsReason && value.reason === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: MedicationValidation.reasonRequired,
    });
  }
  if (value.status === MedicationAdministration.administered && value.reason !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: MedicationValidation.reasonNotAllowed,
    });
  }
  if (value.reason !== undefined && reasonRequiresComment(value.reason) && !value.comment) {
    ctx.addIssue({ code: 'custom', path: ['comment'], message: COMMENT_REQUIRED_MESSAGE });
  }
}

const entryFields = {
  status: MedicationAdministration.schema,
  reason: ReasonNotAdministered.schema.optional(),
  comment: optionalComment,
};

/** Recording one dose: a scheduled one by its time, an as-needed (PRN) one with no time. */
export const administrationCreateSchema = z
  .object({
    scheduledFor: z.iso.datetime({ offset: true }).nullable().default(null),
    ...entryFields,
    /** Needed when the dose is recorded late; the server decides whether it is. */
    lateReason: optionalComment,
    ...offlineCaptureFields,
  })
  .superRefine(checkEntry)
  .refine(offlineHasTime, offlineTimeIssue);
export type AdministrationCreateInput = z.input<typeof administrationCreateSchema>;
export type AdministrationCreate = z.output<typeof administrationCreateSchema>;

/** A correction always says why in words, whatever the new status. */
export const correctionCreateSchema = z
  .object({
    ...entryFields,
    comment: z
      .string()
      .trim()
      .min(1, { message: MedicationValidation.correctionComment })
      .max(MAR_COMMENT_MAX),
  })
  .superRefine(checkEntry);
export type CorrectionCreateInput = z.input<typeof correctionCreateSchema>;
export type CorrectionCreate = z.output<typeof correctionCreateSchema>;

export const administrationSchema = z.object({
  id: z.number().int(),
  medicationId: z.number().int(),
  scheduledFor: z.string().nullable(),
  status: MedicationAdministration.schema,
  reason: ReasonNotAdministered.schema.nullable(),
  comment: z.string().nullable(),
  late: z.boolean(),
  lateReason: z.string().nullable(),
  recordedBy: namedSchema.nullable(),
  recordedAt: z.string(),
  correctsId: z.number().int().nullable(),
  /** Recorded on a phone without a network; `recordedAt` is then the phone's time. */
  capturedOffline: z.boolean(),
});
export type Administration = z.infer<typeof administrationSchema>;

/** `from`..`to` are the patient's calendar days, both included. */
export const marQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: MedicationValidation.toAfterFrom });
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days > MAR_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: MedicationValidation.rangeTooLong });
    }
  });
export type MarQuery = z.infer<typeof marQuerySchema>;

/** One scheduled dose; `entries` oldest first, each later one correcting the one before. */
export const marDoseSchema = z.object({
  scheduledFor: z.string(),
  entries: z.array(administrationSchema),
});
export type MarDose = z.infer<typeof marDoseSchema>;

export const marRowSchema = z.object({
  medication: medicationSchema,
  doses: z.array(marDoseSchema),
  /** As-needed doses given in the range, each with its corrections. */
  prnDoses: z.array(z.array(administrationSchema)),
});
export type MarRow = z.infer<typeof marRowSchema>;

export const marSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(marRowSchema),
  /** Whether this person may add, change and discontinue medications of this patient. */
  canPrescribe: z.boolean(),
  canRecord: z.boolean(),
});
export type Mar = z.infer<typeof marSchema>;
