import { addDays, careDay, daysBetween, INVOICE_RUN_MAX_DAYS } from '@hearth/domain';
import type { PickedPeriod } from './lastMonth.ts';

/** What is wrong with a picked period, as the server would say it (it checks again). */
export type PeriodProblem = 'missing' | 'order' | 'tooLong' | 'notOver';

export function periodProblem(
  { firstDay, lastDay }: PickedPeriod,
  now: Date = new Date(),
): PeriodProblem | null {
  if (firstDay === '' || lastDay === '') {
    return 'missing';
  }
  if (lastDay < firstDay) {
    return 'order';
  }
  if (daysBetween(firstDay, addDays(lastDay, 1)) > INVOICE_RUN_MAX_DAYS) {
    return 'tooLong';
  }
  return lastDay > careDay(now) ? 'notOver' : null;
}
