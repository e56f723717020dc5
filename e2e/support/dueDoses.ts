import type { Page } from '@playwright/test';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * `HH:MM` (UTC, the clock test medications keep) of a dose due a few minutes ago and still today.
 * Just after midnight "ten minutes ago" is yesterday: today's dose at that time would be a day
 * ahead, too early to record, and absent from today's column.
 */
export function dueClockToday(now = Date.now()): string {
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  return new Date(Math.max(minute - 10 * MINUTE_MS, midnight)).toISOString().slice(11, 16);
}

const todayShown = () =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());

/** Today's dose of medication `name` in the MAR grid, in the given recorded state. */
export const doseButton = (page: Page, name: string, status: string) =>
  page.getByRole('button', { name: new RegExp(`^${name} at .* on ${todayShown()}: ${status}$`) });
