import type { ReportBucket } from '../api/reports.ts';
import { addDays } from './subscriptionPeriods.ts';

// A chart's buckets are agency days: a week starts on Monday (as PostgreSQL's `date_trunc`
// counts ISO weeks), a month on its first day. Day arithmetic runs on UTC calendar dates.

const weekdayFromMonday = (day: string): number =>
  (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The first day of the bucket a day falls in. */
export function reportBucketOf(day: string, bucket: ReportBucket): string {
  if (bucket === 'week') {
    return addDays(day, -weekdayFromMonday(day));
  }
  return bucket === 'month' ? `${day.slice(0, 8)}01` : day;
}

function nextBucket(start: string, bucket: ReportBucket): string {
  if (bucket === 'month') {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + 1);
    return date.toISOString().slice(0, 10);
  }
  return addDays(start, bucket === 'week' ? 7 : 1);
}

/** The first day of every bucket a range touches, in order; the first may start before `from`. */
export function reportBucketStarts(from: string, to: string, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  for (let start = reportBucketOf(from, bucket); start <= to; start = nextBucket(start, bucket)) {
    starts.push(start);
  }
  return starts;
}
