/** `YYYY-MM-DD`, as date inputs give it and the address keeps it. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight at the start of `value`, or undefined for text that is no real day. */
function startOfDay(value: string): Date | undefined {
  const match = DAY.exec(value);
  if (match === null) {
    return undefined;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // 2026-02-31 would roll over into March: a day that does not exist filters nothing.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

export function isDay(value: string): boolean {
  return startOfDay(value) !== undefined;
}

/**
 * The days a person picked, in their own time zone, as the instants the server filters by: from
 * the start of the first day to the last moment of the last day.
 */
export function dayRangeToInstants(from: string, to: string): { from?: string; to?: string } {
  const start = startOfDay(from);
  const lastDay = startOfDay(to);
  const end =
    lastDay &&
    new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1).getTime() - 1;
  return {
    ...(start && { from: start.toISOString() }),
    ...(end !== undefined && { to: new Date(end).toISOString() }),
  };
}
