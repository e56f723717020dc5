import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { bossDatabase } from './bossDatabase.ts';

const STOP_TIMEOUT_MS = 15_000;

/** Which try of a job this is, and whether a failure now is tried again. */
export type Attempt = { jobId: string; number: number; willRetry: boolean };

export type RetryingQueueOptions<Job extends object> = {
  name: string;
  /** The app's own pool: the queue lives in pg-boss on the app's database. */
  pool: pg.Pool;
  log: FastifyBaseLogger;
  retryLimit: number;
  /** The first retry's wait, doubling after; 0 (tests) retries at once. */
  retryDelaySeconds: number;
  /** How long one try may run before pg-boss counts it failed. */
  expireInSeconds: number;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds: number;
  /** Does the job; a throw fails this try (logged by the handler, which knows what is safe). */
  handle: (job: Job, attempt: Attempt) => Promise<void>;
};

export type RetryingQueue<Job extends object> = {
  send: (job: Job) => Promise<void>;
  /** Lets running jobs finish (up to a timeout), then waits for pg-boss's last queries. */
  stop: () => Promise<void>;
};

/**
 * A pg-boss queue whose workers run on every node and retry a failed job with a doubling wait:
 * the mail's and the realtime webhooks' delivery, which must never hold up a request.
 */
export async function startRetryingQueue<Job extends object>(
  options: RetryingQueueOptions<Job>,
): Promise<RetryingQueue<Job>> {
  const { name, log, retryDelaySeconds, pollingIntervalSeconds } = options;
  const database = bossDatabase(options.pool);
  const boss = new PgBoss({ db: database, pollingIntervalSeconds, schedule: false });
  // Without a listener an 'error' event would end the process; a lost connection is a log line.
  boss.on('error', (error) => log.error({ err: error, queue: name }, 'job queue error'));
  await boss.start();
  const queue: PgBoss.Queue = {
    name,
    retryLimit: options.retryLimit,
    retryDelay: retryDelaySeconds,
    // pg-boss's backoff waits at least a second; without a delay (tests) retries come at once.
    retryBackoff: retryDelaySeconds > 0,
    expireInSeconds: options.expireInSeconds,
  };
  await boss.createQueue(name, queue);
  await boss.updateQueue(name, queue);

  await boss.work<Job>(name, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
    if (job !== undefined) {
      await options.handle(job.data, {
        jobId: job.id,
        number: job.retryCount + 1,
        willRetry: job.retryCount < job.retryLimit,
      });
    }
  });

  return {
    async send(job) {
      await boss.send(name, job);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      await database.settled();
    },
  };
}
