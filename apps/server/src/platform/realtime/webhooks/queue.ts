import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { startRetryingQueue } from '../../jobs/retryingQueue.ts';
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
  const { log } = options;
  const apps = new Map(options.apps.map((app) => [app.id, app]));
  const queue = await startRetryingQueue<WebhookJob>({
    name: WEBHOOK_QUEUE,
    pool: options.pool,
    log,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
    expireInSeconds: 60,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    async handle({ appId, url, body }, attempt) {
      const app = apps.get(appId);
      if (app === undefined || !app.webhooks.some((webhook) => webhook.url === url)) {
        // The configuration changed since it was queued: nobody asks for it any more.
        log.warn({ appId, jobId: attempt.jobId }, 'realtime webhook dropped: no longer configured');
        return;
      }
      try {
        await deliverWebhook({ url, key: app.key, secret: app.secret }, body);
      } catch (error) {
        // The reason only: a receiver's address or answer stays out of the logs.
        const reason = error instanceof WebhookRejected ? error.status : 'no answer';
        log.warn(
          {
            appId,
            jobId: attempt.jobId,
            attempt: attempt.number,
            reason,
            willRetry: attempt.willRetry,
          },
          'realtime webhook failed',
        );
        throw error;
      }
    },
  });

  const batches = new Map<string, Batch>();
  const sending = new Set<Promise<void>>();

  const enqueue = async (appId: string, events: WebhookEvent[]) => {
    const app = apps.get(appId);
    const timeMs = Date.now();
    for (const webhook of app?.webhooks ?? []) {
      const wanted = events.filter((event) => webhook.events.includes(event.name));
      if (wanted.length > 0) {
        const body = JSON.stringify({ time_ms: timeMs, events: wanted });
        await queue.send({ appId, url: webhook.url, body });
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
      await queue.stop();
    },
  };
}
