import type { ReportSeries } from '@hearth/domain';

/** One bucket of a chart with each series' value under the series' key, as Recharts reads it. */
export type ChartPoint = { bucket: string } & Record<string, number | string>;

/** A series of money counts integer cents (`issuedCents`); the chart reads it as an amount. */
const inCents = (key: string) => key.endsWith('Cents');

/** Turns series (one list of points each) into one point per bucket holding every series. */
export function chartPointsOf(series: readonly ReportSeries[]): ChartPoint[] {
  const byBucket = new Map<string, ChartPoint>();
  for (const { key, points } of series) {
    for (const { bucket, value } of points) {
      const point = byBucket.get(bucket) ?? { bucket };
      point[key] = inCents(key) ? value / 100 : value;
      byBucket.set(bucket, point);
    }
  }
  return [...byBucket.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}
