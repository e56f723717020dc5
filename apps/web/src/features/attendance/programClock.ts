import { CARE_TIME_ZONE } from '@hearth/domain';

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CARE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time now on the program's wall clock, `HH:MM`: what a tap on "present" records. */
export const programClockNow = (): string => clockFormat.format(new Date());

/** The day before or after a YYYY-MM-DD day. */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
