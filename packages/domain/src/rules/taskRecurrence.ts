import { TaskRecurrence } from '../enums/care.ts';

// Every recurrence is "the next of these days of the month": first day [1], last day [31] (a day
// past a short month's end is its last day), monthly on the same date [the first due date's day],
// custom [the chosen days]. Keeping the day rather than the last date stops Jan 31 drifting to
// Feb 28 and then to Mar 28.

const LAST_DAY = 31;

/** The days a recurrence falls on; null for the kinds that keep their own (same date, custom). */
export function fixedRecurrenceDays(recurrence: TaskRecurrence): number[] | null {
  switch (recurrence) {
    case TaskRecurrence.firstDay:
      return [1];
    case TaskRecurrence.lastDay:
      return [LAST_DAY];
    case TaskRecurrence.monthlySameDate:
    case TaskRecurrence.custom:
      return null;
  }
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** The first of `days` (of any month) strictly after `date` (YYYY-MM-DD). */
export function nextOccurrence(date: string, days: readonly number[]): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  for (let offset = 0; offset <= 1; offset += 1) {
    const y = year + Math.floor((month - 1 + offset) / 12);
    const m = (month - 1 + offset) % 12;
    const length = daysIn(y, m);
    for (const wanted of sorted) {
      const actual = Math.min(wanted, length);
      if (offset === 1 || actual > day) {
        return iso(y, m, actual);
      }
    }
  }
  throw new Error('a recurrence needs at least one day');
}
