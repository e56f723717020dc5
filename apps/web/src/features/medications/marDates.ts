// Calendar days of the grid (`YYYY-MM-DD`) and the clock of a dose where the patient lives.

const DAY_MS = 86_400_000;

/** Today on this device's calendar, the day the grid opens on. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA').format(new Date());
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in: a desktop grid shows Monday to Sunday. */
export function weekStart(day: string): string {
  const weekDay = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekDay + 6) % 7));
}

export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The calendar day of an instant in `timeZone`, as the grid's columns count days there. */
export function dayIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));
}

export function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}
