import type { HubEvent, Locale } from '@hearth/domain';

// The month a calendar shows, in the visitor's own time zone: an event belongs to every local day
// it touches, so a late meeting is shown on the evening it happens, wherever the server stands.

export type Month = { year: number; month: number };

export function monthOf(date: Date): Month {
  return { year: date.getFullYear(), month: date.getMonth() };
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  return monthOf(new Date(year, month + by, 1));
}

/** The instants that bound the month, for the server's from/to. */
export function monthRange({ year, month }: Month): { from: string; to: string } {
  return {
    from: new Date(year, month, 1).toISOString(),
    to: new Date(year, month + 1, 1).toISOString(),
  };
}

/** Monday in Spain, Sunday in North America. */
export function weekStartOf(locale: Locale): 0 | 1 {
  return locale === 'es-ES' ? 1 : 0;
}

/** The days of the grid: whole weeks from the one holding the 1st to the one holding the last. */
export function gridDays({ year, month }: Month, weekStart: 0 | 1): Date[] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  return Array.from({ length: cells }, (_, index) => new Date(year, month, 1 - lead + index));
}

/** The days of the month, 1st to last. */
export function monthDays({ year, month }: Month): Date[] {
  const count = new Date(year, month + 1, 0).getDate();
  return Array.from({ length: count }, (_, index) => new Date(year, month, index + 1));
}

export function eventsOn(events: readonly HubEvent[], day: Date): HubEvent[] {
  const start = day.getTime();
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
  return events.filter(
    (event) => Date.parse(event.startsAt) < end && Date.parse(event.endsAt) >= start,
  );
}

export function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** An instant as a `datetime-local` input holds it (local time, minutes). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an instant; null when it is empty or not a time. */
export function fromLocalInput(value: string): string | null {
  const time = new Date(value).getTime();
  return value === '' || Number.isNaN(time) ? null : new Date(time).toISOString();
}
