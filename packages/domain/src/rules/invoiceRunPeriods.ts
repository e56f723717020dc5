import type { BillingPeriod } from './careBillingPeriods.ts';
import { addMonths, firstOfMonth } from './subscriptionPeriods.ts';

/**
 * The calendar month before the one holding `today` (an agency day), end day excluded: the
 * period an agency most often runs, at the start of a month, so the run page starts from it.
 */
export function lastCalendarMonth(today: string): BillingPeriod {
  const thisMonth = firstOfMonth(today);
  return { start: addMonths(thisMonth, -1, 1), end: thisMonth };
}
