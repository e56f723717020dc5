import type { ScheduledJob } from '../jobs/scheduledJob.ts';

/**
 * Every quarter hour, the store's files that no committed row names (a deleted owner's, a
 * rolled-back upload's), each once older than the store's grace period, so that an upload whose
 * transaction is still open is never taken. Scheduled only for a store that can hold such files
 * (S3); in PostgreSQL a file is its row.
 */
export const fileSweepJob = (sweep: (now: Date) => Promise<number>): ScheduledJob => ({
  name: 'files-orphan-sweep',
  cron: '*/15 * * * *',
  tz: 'UTC',
  run: ({ now }) => sweep(now),
});
