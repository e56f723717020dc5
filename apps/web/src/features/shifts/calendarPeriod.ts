export type CalendarView = 'week' | 'month';

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday-to-Sunday week, or the calendar month, holding `anchor` (all `YYYY-MM-DD`). */
export function periodOf(view: CalendarView, anchor: string): { from: string; to: string } {
  const time = Date.parse(anchor);
  if (view === 'week') {
    const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
    const monday = time - sinceMonday * DAY_MS;
    return { from: iso(monday), to: iso(monday + 6 * DAY_MS) };
  }
  const date = new Date(time);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
  return { from: iso(first), to: iso(last) };
}

/** The anchor of the period before (-1) or after (1) the one holding `anchor`. */
export function shiftPeriod(view: CalendarView, anchor: string, step: -1 | 1): string {
  const date = new Date(Date.parse(anchor));
  if (view === 'week') {
    return iso(date.getTime() + step * 7 * DAY_MS);
  }
  return iso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + step, 1));
}
