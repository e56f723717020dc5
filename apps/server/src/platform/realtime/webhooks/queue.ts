import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { bossDatabase } from '../../jobs/bossDatabase.ts';
import type { RealtimeApp } from '../apps.ts';
import { deliverWebhook, WebhookRejected } from './deliver.ts';
import type { WebhookEvent, WebhookSink } from './events.ts';

export const WEBHOOK_QUEUE = 'realtime-webhooks';

// Pusher batches a webhook's events for at most 250 ms or until 20 have come.
const BATCH_WINDOW_MS = 250;
const BATCH_SIZE = 20;
// Retries wait 5 s, doubling, six times: about five minutes, as long as Pusher keeps trying.
const RETRY_LIMIT = 6;
const RETRY_DELAY_SECONDS = 5;
const STOP_TIMEOUT_MS = 15_000;

/** A queued delivery: the body is signed when sent, with the secret the app has then. */
type WebhookJob = { appId: string; url: string; body: string };

export type WebhookQueueOptions = {
  apps: readonly RealtimeApp[];
  /** The app's own pool: the queue lives in pg-boss on the app's database. */
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** How often an idle worker asks for deliveries; lowered in tests. */
  pollingIntervalSeconds?: number;
  /** The first retry's wait (doubling after); 0 in tests retries at once. */
  retryDelaySeconds?: number;
};

export type WebhookQueue = WebhookSink & {
  /** Queues what is still being batched, then lets running deliveries finish. */
  close(): Promise<void>;
};

type Batch = { events: WebhookEvent[]; timer: NodeJS.Timeout };

/**
 * Batches each app's webhook events and queues them in pg-boss, whose workers (on every node)
 * POST them: a slow or failing receiver holds up a job, never the socket server.
 */
export async function startWebhookQueue(options: WebhookQueueOptions): Promise<WebhookQueue> {
  const { pool, log } = options;
  const apps = new Map(options.apps.map((app) => [app.id, app]));
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const retryDelay = options.retryDelaySeconds ?? RETRY_DELAY_SECONDS;
  const database = bossDatabase(pool);
  const boss = new PgBoss({
    db: database,
    pollingIntervalSeconds,
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'realtime webhook queue error'));
  await boss.start();
  const queue: PgBoss.Queue = {
    name: WEBHOOK_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelay,
    // pg-boss's backoff waits at least a second; without a delay (tests) retries come at once.
    retryBackoff: retryDelay > 0,
    expireInSeconds: 60,
  };
  await boss.createQueue(WEBHOOK_QUEUE, queue);
  await boss.updateQueue(WEBHOOK_QUEUE, queue);

  await boss.work<WebhookJob>(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (job === undefined) {
        return;
      }
      const { appId, url, body } = job.data;
      const app = apps.get(appId);
      if (app === undefined || !app.webhooks.some((webhook) => webhook.url === url)) {
        // The configuration changed since it was queued: nobody asks for it any more.
        log.warn({ appId, jobId: job.id }, 'realtime webhook dropped: no longer configured');
        return;
      }
      try {
        await deliverWebhook({ url, key: app.key, secret: app.secret }, body);
      } catch (error) {
        // The reason only: a receiver's address or answer stays out of the logs.
        const reason = error instanceof WebhookRejected ? error.status : 'no answer';
        const willRetry = job.retryCount < job.retryLimit;
        log.warn(
          { appId, jobId: job.id, attempt: job.retryCount + 1, reason, willRetry },
          'realtime webhook failed',
        );
        throw error;
      }
    },
  );

  const batches = new Map<string, Batch>();
  const sending = new Set<Promise<void>>();

  const enqueue = async (appId: string, events: WebhookEvent[]) => {
    const app = apps.get(appId);
    const timeMs = Date.now();
    for (const webhook of app?.webhooks ?? []) {
      const wanted = events.filter((event) => webhook.events.includes(event.name));
      if (wanted.length > 0) {
        const body = JSON.stringify({ time_ms: timeMs, events: wanted });
        await boss.send(WEBHOOK_QUEUE, { appId, url: webhook.url, body } satisfies WebhookJob);
      }
    }
  };

  const flush = (appId: string) => {
    const batch = batches.get(appId);
    if (batch === undefined) {
      return;
    }
    batches.delete(appId);
    clearTimeout(batch.timer);
    const sent = enqueue(appId, batch.events)
      .catch((error: unknown) => log.error({ err: error, appId }, 'realtime webhook not queued'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };

  return {
    notify(appId, event) {
      const wanted = apps
        .get(appId)
        ?.webhooks.some((webhook) => webhook.events.includes(event.name));
      if (wanted !== true) {
        return;
      }
      const batch = batches.get(appId) ?? {
        events: [],
        timer: setTimeout(() => flush(appId), BATCH_WINDOW_MS),
      };
      batches.set(appId, batch);
      batch.events.push(event);
      if (batch.events.length >= BATCH_SIZE) {
        flush(appId);
      }
    },
    async close() {
      for (const appId of [...batches.keys()]) {
        flush(appId);
      }
      await Promise.all(sending);
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      await database.settled();
    },
  };
}
