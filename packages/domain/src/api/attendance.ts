import { z } from 'zod';
import { int32, pathId, positiveId } from './fields.ts';

// Daily attendance at an adult day program: one record per participant per program day (the day
// where the agencies are, `CARE_TIME_ZONE`), its arrival and departure on that day's wall clock.

/** Field messages, as keys of the attendance screens' namespace. */
export const AttendanceValidation = {
  timeFormat: 'attendance:validation.timeFormat',
  arrivalRequired: 'attendance:validation.arrivalRequired',
  departureRequired: 'attendance:validation.departureRequired',
  departureBeforeArrival: 'attendance:validation.departureBeforeArrival',
  absentHasNoTimes: 'attendance:validation.absentHasNoTimes',
  reasonNotForPresent: 'attendance:validation.reasonNotForPresent',
  futureDay: 'attendance:validation.futureDay',
  dayOutOfRange: 'attendance:validation.dayOutOfRange',
} as const;

/** Present (stayed or still there), absent, or came and left before the day's end. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'leftEarly'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Statuses of someone who came in: they count against the day's capacity. */
export const ATTENDED_STATUSES: readonly AttendanceStatus[] = ['present', 'leftEarly'];

/** A short reason, kept short on purpose: it is a line on a day sheet, not a clinical note. */
export const ATTENDANCE_REASON_MAX = 200;
/** A program far larger than any licensed day program is a typing mistake. */
export const DAY_CAPACITY_MAX = 500;

/** `HH:MM` on a 24-hour clock, the program's wall clock on the record's day. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().regex(CLOCK_TIME, { message: AttendanceValidation.timeFormat });

/** A program day, within the years a day program's records can be about. */
const programDay = z.iso.date().refine((day) => day >= '1900-01-01' && day <= '2999-12-31', {
  message: AttendanceValidation.dayOutOfRange,
});

export const dayProgramParamsSchema = z.object({ programId: pathId });
export const attendanceDayQuerySchema = z.object({ date: programDay });
export type AttendanceDayQuery = z.infer<typeof attendanceDayQuerySchema>;

/** Recording or correcting one participant's attendance on one day (the whole record each time). */
export const attendanceWriteSchema = z
  .object({
    patientId: positiveId,
    date: programDay,
    status: z.enum(ATTENDANCE_STATUSES),
    arrivalTime: clockTime.nullable().default(null),
    departureTime: clockTime.nullable().default(null),
    reason: z
      .string()
      .trim()
      .max(ATTENDANCE_REASON_MAX)
      .nullable()
      .default(null)
      .transform((reason) => reason || null),
  })
  .superRefine((record, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (record.status === 'absent') {
      if (record.arrivalTime !== null) {
        problem('arrivalTime', AttendanceValidation.absentHasNoTimes);
      }
      if (record.departureTime !== null) {
        problem('departureTime', AttendanceValidation.absentHasNoTimes);
      }
      return;
    }
    if (record.arrivalTime === null) {
      problem('arrivalTime', AttendanceValidation.arrivalRequired);
    }
    if (record.status === 'leftEarly' && record.departureTime === null) {
      problem('departureTime', AttendanceValidation.departureRequired);
    }
    if (record.status === 'present' && record.reason !== null) {
      problem('reason', AttendanceValidation.reasonNotForPresent);
    }
    // Zero-padded HH:MM compares as text in time order.
    if (
      record.arrivalTime !== null &&
      record.departureTime !== null &&
      record.departureTime < record.arrivalTime
    ) {
      problem('departureTime', AttendanceValidation.departureBeforeArrival);
    }
  });
export type AttendanceWrite = z.input<typeof attendanceWriteSchema>;

export const attendanceRecordSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  arrivalTime: z.string().nullable(),
  departureTime: z.string().nullable(),
  reason: z.string().nullable(),
  recordedByName: z.string(),
  recordedAt: z.iso.datetime(),
  /** How many times it was corrected after it was first recorded. */
  corrections: int32(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const attendanceRowSchema = z.object({
  patientId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  record: attendanceRecordSchema.nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

/** A day's head count against the program's capacity (null while the provider never set one). */
export const attendanceCountSchema = z.object({
  attended: int32(),
  absent: int32(),
  unrecorded: int32(),
  capacity: int32().nullable(),
  overCapacity: z.boolean(),
});
export type AttendanceCount = z.infer<typeof attendanceCountSchema>;

/** The day sheet: every active participant, with that day's record or none yet. */
export const attendanceDaySchema = z.object({
  programId: z.number().int(),
  programName: z.string(),
  date: z.iso.date(),
  /** The program's today, so a sheet knows whether its day may still be recorded. */
  today: z.iso.date(),
  rows: z.array(attendanceRowSchema),
  count: attendanceCountSchema,
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** What recording answers: the record as stored and the day's count it leaves. */
export const attendanceSavedSchema = z.object({
  patientId: z.number().int(),
  date: z.iso.date(),
  record: attendanceRecordSchema,
  count: attendanceCountSchema,
});
export type AttendanceSaved = z.infer<typeof attendanceSavedSchema>;

export const dayCapacityWriteSchema = z.object({
  capacityPerDay: int32().min(1).max(DAY_CAPACITY_MAX),
});
export type DayCapacityWrite = z.infer<typeof dayCapacityWriteSchema>;

export const dayCapacitySchema = z.object({
  programId: z.number().int(),
  capacityPerDay: int32().nullable(),
});
export type DayCapacity = z.infer<typeof dayCapacitySchema>;

/** The provider's week: Monday to Sunday around a date, each day's count. */
export const attendanceWeekSchema = z.object({
  programId: z.number().int(),
  days: z.array(attendanceCountSchema.extend({ date: z.iso.date() })),
});
export type AttendanceWeek = z.infer<typeof attendanceWeekSchema>;
