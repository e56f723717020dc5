import { addDays, anchorDayOf, periodEnd, UnitOfMeasure } from '@hearth/domain';

export type DemoPeriod = { start: string; end: string };

export type DemoTimeline = {
  /** The day the trial began: the subscription's creation. */
  trialStart: string;
  /** The trial's end, which is the first paid period's first day and sets the renewal day. */
  trialEnd: string;
  anchorDay: number;
  /** A year of monthly periods, oldest first; the last holds today. */
  periods: DemoPeriod[];
};

/** The same day of the month `months` earlier, or that month's last day when it has none. */
function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * A monthly membership seen `today`: its current period began `daysIntoPeriod` days ago, the paid
 * periods go back a year from there, and a free trial of `trialDays` came before them. The periods
 * are computed by the same rule the subscriptions use, from the renewal day the trial's end set.
 */
export function demoTimeline(
  today: string,
  daysIntoPeriod: number,
  trialDays: number,
): DemoTimeline {
  const trialEnd = monthsBefore(addDays(today, -daysIntoPeriod), 12);
  const anchorDay = anchorDayOf(trialEnd);
  const periods: DemoPeriod[] = [];
  for (let start = trialEnd; start <= today; ) {
    const end = periodEnd(start, UnitOfMeasure.monthly, anchorDay);
    periods.push({ start, end });
    start = end;
  }
  return { trialStart: addDays(trialEnd, -trialDays), trialEnd, anchorDay, periods };
}
