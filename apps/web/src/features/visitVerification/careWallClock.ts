import { CARE_TIME_ZONE } from '@hearth/domain';

// A visit's times are read and typed in the care time zone, where the visit happened, whatever
// the zone of the office's computer. `<input type="datetime-local">` holds a wall-clock time
// with no zone; these two functions carry it to and from the UTC instant the API speaks.

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CARE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClockOf(instant: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** `YYYY-MM-DDTHH:mm` of an instant in the care time zone, for a datetime-local input. */
export function toCareWallClock(iso: string): string {
  const wall = wallClockOf(new Date(iso));
  return `${wall.year}-${wall.month}-${wall.day}T${wall.hour}:${wall.minute}`;
}

/** The care zone's offset from UTC at this instant, in milliseconds. */
function offsetAt(instant: Date): number {
  const wall = wallClockOf(instant);
  const asUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
    Number(wall.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The UTC instant of a care time zone wall-clock time (`YYYY-MM-DDTHH:mm`), or null when the
 * text is no such time. In the hour a clock change repeats, the earlier instant; in the hour it
 * skips, the instant the clock shows after the jump.
 */
export function fromCareWallClock(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (match === null) {
    return null;
  }
  const [, year, month, day, hour, minute] = match.map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offsets either side of the guess differ only near a clock change: try both.
  const first = asUtc - offsetAt(new Date(asUtc));
  const candidates = [first, asUtc - offsetAt(new Date(first))].sort((a, b) => a - b);
  const showing = candidates.filter(
    (instant) => toCareWallClock(new Date(instant).toISOString()) === value,
  );
  const chosen = showing[0] ?? candidates[candidates.length - 1] ?? first;
  return new Date(chosen).toISOString();
}
