import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeSettings } from '../../config.ts';
import { createMemoryChannelState } from './memoryChannelState.ts';
import { createMemoryFanout } from './memoryFanout.ts';
import { createRedisBackends } from './redisBackends.ts';
import type { ChannelState, Fanout } from './types.ts';

export type RealtimeBackends = { fanout: Fanout; state: ChannelState };

/** Where messages travel and membership is kept: in this process, unless nodes share a Redis. */
export async function createBackends(
  settings: RealtimeSettings,
  nodeId: string,
  log: FastifyBaseLogger,
): Promise<RealtimeBackends> {
  if (settings.redisUrl !== null) {
    return createRedisBackends(settings.redisUrl, nodeId, log);
  }
  return { fanout: createMemoryFanout(), state: createMemoryChannelState() };
}
