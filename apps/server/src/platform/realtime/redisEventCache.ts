import type { FastifyBaseLogger } from 'fastify';
import { CACHE_TTL_MS, type CachedEvent, type EventCache } from './eventCache.ts';
import { connect, quit, ready, withinStartup } from './redisConnection.ts';

/**
 * Cache channels' last events shared by every node: `{prefix}:cache:{app}:{channel}` holds the
 * event as JSON and expires on its own.
 */
export async function createRedisEventCache(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): Promise<EventCache> {
  // No offline queue: while Redis is away a publish is not held up, and a subscriber hears a miss.
  const redis = connect(options, 'cache', { enableOfflineQueue: false });
  await withinStartup(ready(redis));
  const keyOf = (appId: string, channel: string) => `${options.prefix}:cache:${appId}:${channel}`;
  return {
    async remember(appId, channel, event) {
      try {
        await redis.set(keyOf(appId, channel), JSON.stringify(event), 'PX', CACHE_TTL_MS);
      } catch (error) {
        options.log.warn({ err: error }, 'realtime: Redis unavailable, cache channel not updated');
      }
    },
    async recall(appId, channel) {
      try {
        const raw = await redis.get(keyOf(appId, channel));
        return raw === null ? null : parseCached(raw);
      } catch (error) {
        options.log.warn({ err: error }, 'realtime: Redis unavailable, cache channel not read');
        return null;
      }
    },
    async forget(appId, channel) {
      try {
        await redis.del(keyOf(appId, channel));
      } catch (error) {
        options.log.warn(
          { err: error },
          'realtime: Redis unavailable, cache channel not forgotten',
        );
      }
    },
    async close() {
      await quit(redis);
    },
  };
}

function parseCached(raw: string): CachedEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<CachedEvent> | null;
    return typeof value?.event === 'string' && typeof value.data === 'string'
      ? { event: value.event, data: value.data }
      : null;
  } catch {
    return null;
  }
}
