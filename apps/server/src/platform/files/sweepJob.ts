import type { ScheduledJob } from '../jobs/scheduledJob.ts';

/**
 * Every quarter hour, what the store holds that no committed row names, each once older than the
 * grace period, so that an upload still arriving or whose transaction is still open is never
 * taken: staged uploads a stopped node left (both stores: slices, or a multipart upload), and in
 * S3 the objects of a rolled-back upload or a deleted owner.
 */
export const fileSweepJob = (sweep: (now: Date) => Promise<number>): ScheduledJob => ({
  name: 'files-orphan-sweep',
  cron: '*/15 * * * *',
  tz: 'UTC',
  run: ({ now }) => sweep(now),
});
