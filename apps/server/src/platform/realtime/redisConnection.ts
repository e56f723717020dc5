import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connection that reconnects for ever (backing off up to 2 s) and only logs while Redis is
 * down: live updates pause, the app keeps serving.
 */
export function connect(
  options: { url: string; log: FastifyBaseLogger },
  role: string,
  extra: { enableOfflineQueue?: boolean; autoResubscribe?: boolean },
): Redis {
  const redis = new Redis(options.url, {
    ...extra,
    connectionName: `hearth-realtime-${role}`,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per retry.
    if (!down) {
      down = true;
      options.log.error({ err: error, role }, 'realtime: Redis connection lost');
    }
  });
  redis.on('ready', () => {
    if (down) {
      down = false;
      options.log.info({ role }, 'realtime: Redis connection back');
    }
  });
  return redis;
}

const startupWaitMs = 5_000;

/** Waits for `step`, but no longer than 5 s. */
export async function withinStartup(step: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    step,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, startupWaitMs);
    }),
  ]);
  clearTimeout(timer);
}

export function ready(redis: Redis): Promise<void> {
  return redis.status === 'ready'
    ? Promise.resolve()
    : new Promise((resolve) => redis.once('ready', () => resolve()));
}

export async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
