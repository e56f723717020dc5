import { z } from 'zod';
import { WeekDay } from '../enums/reference.ts';

// Hours on ISO weekdays, as a caregiver's availability and an assessment's weekly schedule both
// hold them: the same rules for both, each with its own namespace's words.

/** `HH:MM` on a 24-hour clock; `24:00` ends a range at midnight. */
export const CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** The i18n keys a form shows for each broken rule. */
export type WeekRangeMessages = {
  timeFormat: string;
  endAfterStart: string;
  overlapping: string;
};

export function weekRangeSchema(messages: WeekRangeMessages) {
  const clockTime = z.string().regex(CLOCK_TIME, { message: messages.timeFormat });
  return (
    z
      .object({ weekDay: WeekDay.schema, start: clockTime, end: clockTime })
      // A malformed time already has its own message; comparing it would only add a second one.
      .refine(
        (range) =>
          !CLOCK_TIME.test(range.start) || !CLOCK_TIME.test(range.end) || range.start < range.end,
        { message: messages.endAfterStart, path: ['end'] },
      )
  );
}

/**
 * Ranges of one week; two that overlap on the same day are refused at the later one's start. No
 * default: a partial update leaves the ranges alone when they are not sent.
 */
export function weekRangesSchema(max: number, messages: WeekRangeMessages) {
  return z
    .array(weekRangeSchema(messages))
    .max(max)
    .superRefine((ranges, ctx) => {
      ranges.forEach((range, index) => {
        const clash = ranges.some(
          (other, otherIndex) =>
            otherIndex < index &&
            other.weekDay === range.weekDay &&
            other.start < range.end &&
            range.start < other.end,
        );
        if (clash) {
          ctx.addIssue({ code: 'custom', path: [index, 'start'], message: messages.overlapping });
        }
      });
    });
}
