import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../../../test/redisServer.ts';
import {
  CACHE_TTL_MS,
  createMemoryEventCache,
  type EventCache,
  withEventCache,
} from './eventCache.ts';
import { createMemoryFanout } from './memoryFanout.ts';
import { createRedisEventCache } from './redisEventCache.ts';

// The cache channels' store, asked the same of memory (one node) and Redis (two nodes, one
// writing and the other reading), and the fan-out that fills it.

const log = pino({ level: 'silent' });
let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

type Caches = { writer: EventCache; reader: EventCache; prefix: string | null };

const backends: { name: string; start: () => Promise<Caches> }[] = [
  {
    name: 'memory',
    start: async () => {
      const cache = createMemoryEventCache();
      return { writer: cache, reader: cache, prefix: null };
    },
  },
  {
    name: 'redis',
    start: async () => {
      const prefix = `hearth-test:${randomBytes(4).toString('hex')}`;
      const options = { url: redis.url, prefix, log };
      const [writer, reader] = await Promise.all([
        createRedisEventCache(options),
        createRedisEventCache(options),
      ]);
      return { writer, reader, prefix };
    },
  },
];

describe.each(backends)('$name event cache', (backend) => {
  it('keeps the last event of each channel of each app, for every node', async () => {
    const { writer, reader, prefix } = await backend.start();
    expect(await reader.recall('app', 'cache-a')).toBeNull();
    await writer.remember('app', 'cache-a', { event: 'first', data: '{"n":1}' });
    await writer.remember('app', 'cache-a', { event: 'second', data: '{"n":2}' });
    await writer.remember('app', 'cache-b', { event: 'other', data: '{}' });
    expect(await reader.recall('app', 'cache-a')).toEqual({ event: 'second', data: '{"n":2}' });
    expect(await reader.recall('other-app', 'cache-a')).toBeNull();
    // Forgotten by one node, missed by every node; the other channel keeps its own.
    await writer.forget('app', 'cache-b');
    expect(await reader.recall('app', 'cache-b')).toBeNull();
    if (prefix !== null) {
      // Redis forgets it on its own after Pusher's 30 minutes.
      const client = new Redis(redis.url);
      const ttl = await client.pttl(`${prefix}:cache:app:cache-a`);
      await client.quit();
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(CACHE_TTL_MS);
    }
    await Promise.all([writer.close(), reader.close()]);
  });
});

describe('the caching fan-out', () => {
  it('keeps what back-ends publish on cache channels, and nothing else', async () => {
    const cache = createMemoryEventCache();
    const fanout = withEventCache(createMemoryFanout(), cache);
    const delivered: string[] = [];
    fanout.onMessage((message) => delivered.push(`${message.channel}/${message.event}`));
    const publish = (channel: string, event: string, extra = {}) =>
      fanout.publish({ appId: 'app', channel, event, data: '{}', ...extra });

    await publish('cache-kept', 'figures');
    await publish('cache-kept', 'client-typing');
    await publish('cache-kept', 'pusher_internal:subscription_count');
    await publish('private-cache-some', 'figures', { onlyUserIds: ['7'] });
    await publish('plain', 'figures');

    expect(await cache.recall('app', 'cache-kept')).toEqual({ event: 'figures', data: '{}' });
    expect(await cache.recall('app', 'private-cache-some')).toBeNull();
    expect(await cache.recall('app', 'plain')).toBeNull();
    expect(delivered).toHaveLength(5);
  });

  it('forgets an event once its time is up', async () => {
    const cache = createMemoryEventCache(0);
    await cache.remember('app', 'cache-a', { event: 'figures', data: '{}' });
    expect(await cache.recall('app', 'cache-a')).toBeNull();
  });
});
