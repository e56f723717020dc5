import {
  CARE_TIME_ZONE,
  type ReportBucket,
  type ReportSeries,
  reportBucketStarts,
} from '@hearth/domain';
import { type Column, getTableName, type SQL, sql, type Table } from 'drizzle-orm';

// The SQL every report shares: a filter's agency days as instants, a moment's agency day and its
// chart bucket, all in the agencies' time zone so a day's edges follow daylight saving time.

type DayRange = { from: string; to: string };

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${CARE_TIME_ZONE})`;
const dayAfter = (day: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${CARE_TIME_ZONE})`;

/** The moment falls on one of the range's agency days. */
export const withinAgencyDays = (moment: SQL | unknown, { from, to }: DayRange): SQL =>
  sql`(${moment} >= ${dayStart(from)} AND ${moment} < ${dayAfter(to)})`;

/** A moment's agency day as `YYYY-MM-DD`. */
export const agencyDayOf = (moment: SQL | unknown): SQL<string> =>
  sql<string>`to_char(${moment} AT TIME ZONE ${CARE_TIME_ZONE}, 'YYYY-MM-DD')`;

/** The first agency day of the bucket a moment falls in, as `YYYY-MM-DD`. */
export const agencyBucketOf = (moment: SQL | unknown, bucket: ReportBucket): SQL<string> =>
  sql<string>`to_char(date_trunc(${bucket}, ${moment} AT TIME ZONE ${CARE_TIME_ZONE}), 'YYYY-MM-DD')`;

/** The first day of the bucket an agency day (a `date`, no time zone to read) falls in. */
export const dayBucketOf = (day: SQL | unknown, bucket: ReportBucket): SQL<string> =>
  sql<string>`to_char(date_trunc(${bucket}, (${day})::timestamp), 'YYYY-MM-DD')`;

/**
 * GROUP BY the select's first column, the bucket: the bucket's width is a bound parameter, so
 * PostgreSQL would not take the same expression repeated in GROUP BY as the selected one.
 */
export const byBucket: SQL = sql`1`;

/**
 * A column named with its table. Drizzle leaves columns bare in a one-table query, where a
 * subquery would read a bare `id` as its own table's: a correlated subquery names the outer row
 * (and its own columns) in full.
 */
export const qualified = (table: Table, column: Column): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/** A column of `r`, the derived table a report written in plain SQL pages and sorts. */
export const derivedColumn = (name: string): SQL => sql`r.${sql.identifier(name)}`;

/** A counted figure of one bucket, as a query grouped by bucket answers it. */
export type BucketCount = { bucket: string; key: string; value: number };

/**
 * Series in the order of `keys`, one point per bucket of the range, zero where the query found
 * nothing: a chart's axis never skips a quiet week.
 */
export function seriesOf(
  keys: readonly string[],
  range: DayRange,
  bucket: ReportBucket,
  counts: readonly BucketCount[],
): ReportSeries[] {
  const starts = reportBucketStarts(range.from, range.to, bucket);
  const found = new Map(
    counts.map((count) => [`${count.key}|${count.bucket}`, Number(count.value)]),
  );
  return keys.map((key) => ({
    key,
    points: starts.map((start) => ({ bucket: start, value: found.get(`${key}|${start}`) ?? 0 })),
  }));
}
