import { addDays, careDay, lastCalendarMonth } from '@hearth/domain';

/** A run's period as people pick it: first and last day, both included. */
export type PickedPeriod = { firstDay: string; lastDay: string };

/** Last calendar month in the agency's time zone: what an agency bills at the start of a month. */
export function lastMonth(now: Date = new Date()): PickedPeriod {
  const { start, end } = lastCalendarMonth(careDay(now));
  return { firstDay: start, lastDay: addDays(end, -1) };
}

/** The API's period: the end day is excluded, so it is the day after the last one picked. */
export const apiPeriod = ({ firstDay, lastDay }: PickedPeriod) => ({
  periodStart: firstDay,
  periodEnd: addDays(lastDay, 1),
});

/** The last day of an API period, for showing it as people read periods. */
export const lastDayOf = (periodEnd: string): string => addDays(periodEnd, -1);
