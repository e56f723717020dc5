import { type AssessmentBillingFrequency, SharedLivingBillingFrequency } from '../enums/billing.ts';
import {
  addDays,
  addMonths,
  anchorDayOf,
  daysBetween,
  firstOfMonth,
  monthsBetween,
} from './subscriptionPeriods.ts';

// Care billing periods are days of the agency (YYYY-MM-DD), from the first day up to, not
// including, the end day, as subscription periods are: consecutive periods share a boundary, and
// a period's length is end minus start with no "+ 1".

export type BillingPeriod = { start: string; end: string };

/** How a frequency cuts the calendar; `startDate` is the assessment's or placement's first day. */
type PeriodCut =
  | { kind: 'days'; length: number }
  | { kind: 'monthFromStart' }
  | { kind: 'calendarMonth' }
  | { kind: 'halfMonth' };

const DAILY: PeriodCut = { kind: 'days', length: 1 };
const WEEKLY: PeriodCut = { kind: 'days', length: 7 };
const BI_WEEKLY: PeriodCut = { kind: 'days', length: 14 };
const MONTH_FROM_START: PeriodCut = { kind: 'monthFromStart' };
const CALENDAR_MONTH: PeriodCut = { kind: 'calendarMonth' };
const HALF_MONTH: PeriodCut = { kind: 'halfMonth' };

/** A frequency without periods (`none`, a per-service placement) maps to null. */
const assessmentCuts: Record<AssessmentBillingFrequency, PeriodCut | null> = {
  none: null,
  weekly: WEEKLY,
  biWeekly: BI_WEEKLY,
  monthEnd: CALENDAR_MONTH,
  monthly: MONTH_FROM_START,
  semiMonthly: HALF_MONTH,
};

const sharedLivingCuts: Record<SharedLivingBillingFrequency, PeriodCut | null> = {
  [SharedLivingBillingFrequency.service]: null,
  [SharedLivingBillingFrequency.daily]: DAILY,
  [SharedLivingBillingFrequency.weekly]: WEEKLY,
  [SharedLivingBillingFrequency.monthly]: MONTH_FROM_START,
  [SharedLivingBillingFrequency.semiMonthly]: HALF_MONTH,
};

const SECOND_HALF_FIRST_DAY = 16;

function periodHolding(cut: PeriodCut, startDate: string, day: string): BillingPeriod {
  switch (cut.kind) {
    case 'days': {
      const index = Math.floor(daysBetween(startDate, day) / cut.length);
      const start = addDays(startDate, index * cut.length);
      return { start, end: addDays(start, cut.length) };
    }
    case 'monthFromStart': {
      const anchor = anchorDayOf(startDate);
      let months = monthsBetween(startDate, day);
      // Counted by calendar month, the day may still be before that month's anchor day.
      if (addMonths(startDate, months, anchor) > day) {
        months -= 1;
      }
      return {
        start: addMonths(startDate, months, anchor),
        end: addMonths(startDate, months + 1, anchor),
      };
    }
    case 'calendarMonth': {
      const start = firstOfMonth(day);
      return { start, end: addMonths(start, 1, 1) };
    }
    case 'halfMonth': {
      const first = firstOfMonth(day);
      const middle = addDays(first, SECOND_HALF_FIRST_DAY - 1);
      return day < middle
        ? { start: first, end: middle }
        : { start: middle, end: addMonths(first, 1, 1) };
    }
  }
}

/** The periods that overlap the days from `from` up to, not including, `to`, in order. */
function periodsOverlapping(
  cut: PeriodCut,
  startDate: string,
  from: string,
  to: string,
): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  for (let day = from; day < to; ) {
    const period = periodHolding(cut, startDate, day);
    periods.push(period);
    day = period.end;
  }
  return periods;
}

/**
 * The billing period of an assessment that holds a day, or null for `none` (billed by the run's
 * own period). Weekly and bi-weekly periods count from the assessment's start date, monthly ones
 * from its day of the month; month-end and semi-monthly ones follow the calendar.
 */
export function assessmentPeriodHolding(
  frequency: AssessmentBillingFrequency,
  startDate: string,
  day: string,
): BillingPeriod | null {
  const cut = assessmentCuts[frequency];
  return cut ? periodHolding(cut, startDate, day) : null;
}

/** An assessment's billing periods overlapping `from` up to `to` (empty for `none`). */
export function assessmentPeriodsBetween(
  frequency: AssessmentBillingFrequency,
  startDate: string,
  from: string,
  to: string,
): BillingPeriod[] {
  const cut = assessmentCuts[frequency];
  return cut ? periodsOverlapping(cut, startDate, from, to) : [];
}

/**
 * The billing period of a shared-living placement that holds a day, or null when it is billed
 * per service.
 */
export function sharedLivingPeriodHolding(
  frequency: SharedLivingBillingFrequency,
  startDate: string,
  day: string,
): BillingPeriod | null {
  const cut = sharedLivingCuts[frequency];
  return cut ? periodHolding(cut, startDate, day) : null;
}

/** A placement's billing periods overlapping `from` up to `to` (empty when billed per service). */
export function sharedLivingPeriodsBetween(
  frequency: SharedLivingBillingFrequency,
  startDate: string,
  from: string,
  to: string,
): BillingPeriod[] {
  const cut = sharedLivingCuts[frequency];
  return cut ? periodsOverlapping(cut, startDate, from, to) : [];
}
