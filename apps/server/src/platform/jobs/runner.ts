import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { MailContext } from '../mail/index.ts';
import type { Broadcaster } from '../realtime/types.ts';
import { bossDatabase } from './bossDatabase.ts';
import type { JobContext, ScheduledJob } from './scheduledJob.ts';

/** A failed run is tried again this many times before the job is left failed. */
export const JOB_RETRY_LIMIT = 3;

export type JobRunnerOptions = {
  db: Database;
  /** The app's own pool: jobs share its connections instead of opening a second pool. */
  pool: pg.Pool;
  jobs: readonly ScheduledJob[];
  log: FastifyBaseLogger;
  broadcaster: Broadcaster;
  mail: MailContext;
  /** How often an idle worker asks for work; lowered in tests. */
  pollingIntervalSeconds?: number;
  /** Wait before a retry (doubling each time); lowered in tests. */
  retryDelaySeconds?: number;
};

export type JobRunner = {
  /** Queues one run of a job now, outside its schedule; returns the queued job's id. */
  send: (name: string) => Promise<string>;
  /** The schedules pg-boss holds, of every node's jobs. */
  schedules: () => Promise<JobSchedule[]>;
  /** Lets running jobs finish (up to the timeout), then stops polling. */
  stop: () => Promise<void>;
};

export type JobSchedule = { name: string; cron: string; tz: string };

// pg-boss's typing leaves out the time zone its schedule table returns.
type StoredSchedule = PgBoss.Schedule & { timezone: string };

const stopTimeoutMs = 20_000;

/** Starts pg-boss on the app's database and registers the schedule and worker of every job. */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, pool, jobs, log, broadcaster, mail } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const retryDelay = options.retryDelaySeconds ?? 60;
  const database = bossDatabase(pool);
  const boss = new PgBoss({
    db: database,
    pollingIntervalSeconds,
  });
  // Without a listener an 'error' event would throw and end the process; a lost connection
  // during a poll is worth a log line, not an outage.
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();

  const names = new Set(jobs.map((job) => job.name));
  // A job removed from the code must stop being scheduled on every node.
  for (const schedule of await boss.getSchedules()) {
    if (!names.has(schedule.name)) {
      await boss.unschedule(schedule.name);
    }
  }
  for (const job of jobs) {
    const queue: PgBoss.Queue = {
      name: job.name,
      retryLimit: JOB_RETRY_LIMIT,
      retryDelay,
      // pg-boss's backoff waits at least a second; without a delay (tests) retries come at once.
      retryBackoff: retryDelay > 0,
    };
    // createQueue leaves an existing queue as it was; the update brings it to today's settings.
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, queue);
    await boss.schedule(job.name, job.cron, {}, { tz: job.tz });
    await boss.work<object>(
      job.name,
      { pollingIntervalSeconds, includeMetadata: true },
      async (queued) => {
        for (const entry of queued) {
          await runOnce(job, entry, { db, log, broadcaster, mail });
        }
      },
    );
  }
  log.info({ jobs: [...names] }, 'job runner started');

  return {
    async send(name) {
      const id = await boss.send(name, {});
      if (id === null) {
        throw new Error(`The job ${name} was not queued`);
      }
      return id;
    },
    async schedules() {
      const stored = (await boss.getSchedules()) as StoredSchedule[];
      return stored.map(({ name, cron, timezone }) => ({ name, cron, tz: timezone }));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
      await database.settled();
      log.info('job runner stopped');
    },
  };
}

async function runOnce(
  job: ScheduledJob,
  entry: PgBoss.JobWithMetadata,
  { db, log, broadcaster, mail }: Omit<JobContext, 'now'>,
): Promise<void> {
  const startedAt = Date.now();
  const jobLog = log.child({ job: job.name, jobId: entry.id, attempt: entry.retryCount + 1 });
  jobLog.info('job started');
  try {
    const count = await job.run({ db, log: jobLog, broadcaster, mail, now: new Date(startedAt) });
    jobLog.info({ count, ms: Date.now() - startedAt }, 'job finished');
  } catch (error) {
    const willRetry = entry.retryCount < entry.retryLimit;
    jobLog.error({ err: error, ms: Date.now() - startedAt, willRetry }, 'job failed');
    // Rethrown so pg-boss records the failure and schedules the retry.
    throw error;
  }
}
