import { CARE_TIME_ZONE, WeekDay } from '@hearth/domain';

/** Local hours of one visit, `HH:MM` on the care time zone's clock. */
export type Hours = { start: string; end: string };

/** The days and hours the demo's visits are planned on, from the moment it is seeded. */
export type DemoDay = {
  /** The seeding day in the care time zone (`YYYY-MM-DD`) and its ISO weekday. */
  today: string;
  weekDay: WeekDay;
  /** The visits' days: the calendar week holding today, and at least two days either side. */
  from: string;
  to: string;
  /** Today's visit under way when the demo is seeded. */
  underWay: Hours;
  /** Today's visit still to come; none when the day has too few minutes left for one. */
  later: Hours | null;
};

const DAY_MS = 86_400_000;
const DAY_MINUTES = 24 * 60;
/** The least of a visit worth planning for later today. */
const SHORTEST_LATER_VISIT = 15;

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CARE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD` `days` after `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday (1 = Monday) of a `YYYY-MM-DD`. */
export const weekDayOf = (day: string): WeekDay =>
  WeekDay.schema.parse(((new Date(Date.parse(day)).getUTCDay() + 6) % 7) + 1);

/** The care time zone's date of an instant, `YYYY-MM-DD`. */
export function careDate(instant: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function careMinutes(instant: Date): number {
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const down = (minutes: number, step: number) => Math.floor(minutes / step) * step;
const up = (minutes: number, step: number) => Math.ceil(minutes / step) * step;

/**
 * Today's two visits around `now`: one begun about an hour ago and one starting about two hours
 * on. Near midnight the later one shrinks to what is left of the day (a slot cannot cross it), and
 * in the last minutes there is none; the visit under way always starts today and is not over.
 */
function todaysHours(minutes: number): { underWay: Hours; later: Hours | null } {
  const underWayStart = Math.max(0, down(minutes, 15) - 60);
  const preferred = up(minutes, 15) + 120;
  const laterStart = preferred + 60 <= DAY_MINUTES ? preferred : up(minutes, 5) + 10;
  const hasLater = laterStart + SHORTEST_LATER_VISIT <= DAY_MINUTES;
  const underWayEnd = Math.min(underWayStart + 180, hasLater ? laterStart : DAY_MINUTES);
  return {
    underWay: { start: clock(underWayStart), end: clock(underWayEnd) },
    later: hasLater
      ? { start: clock(laterStart), end: clock(Math.min(laterStart + 90, DAY_MINUTES)) }
      : null,
  };
}

/** The demo's calendar as seen at `now`, in the care time zone. */
export function demoDay(now: Date): DemoDay {
  const today = careDate(now);
  const weekDay = weekDayOf(today);
  const monday = addDays(today, 1 - weekDay);
  const sunday = addDays(monday, 6);
  const twoBefore = addDays(today, -2);
  const twoAfter = addDays(today, 2);
  return {
    today,
    weekDay,
    from: monday < twoBefore ? monday : twoBefore,
    to: sunday > twoAfter ? sunday : twoAfter,
    ...todaysHours(careMinutes(now)),
  };
}
