import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeSettings } from '../../config.ts';
import { createMemoryEventCache, type EventCache, withEventCache } from './eventCache.ts';
import { createMemoryChannelState } from './memoryChannelState.ts';
import { createMemoryFanout } from './memoryFanout.ts';
import { createRedisBackends } from './redisBackends.ts';
import type { ChannelState, Fanout } from './types.ts';

export type RealtimeBackends = { fanout: Fanout; state: ChannelState; cache: EventCache };

/** Where messages travel and membership is kept: in this process, unless nodes share a Redis. */
export async function createBackends(
  settings: RealtimeSettings,
  nodeId: string,
  log: FastifyBaseLogger,
): Promise<RealtimeBackends> {
  const backends =
    settings.redisUrl === null
      ? {
          fanout: createMemoryFanout(),
          state: createMemoryChannelState(),
          cache: createMemoryEventCache(),
        }
      : await createRedisBackends(settings.redisUrl, nodeId, log);
  // Every publisher (trigger API, broadcaster) passes through it: cache channels keep their last.
  return { ...backends, fanout: withEventCache(backends.fanout, backends.cache) };
}
