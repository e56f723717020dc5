import type { FastifyBaseLogger } from 'fastify';
import type { EventCache } from './eventCache.ts';
import { createRedisChannelState } from './redisChannelState.ts';
import { createRedisEventCache } from './redisEventCache.ts';
import { createRedisFanout } from './redisFanout.ts';
import type { ChannelState, Fanout } from './types.ts';

/**
 * Every key and the pub/sub channel start with this. Two deployments sharing one Redis server
 * keep apart by the database number in REDIS_URL (redis://host:6379/2): keys live in that
 * database, and since pub/sub ignores database numbers the number is also in the prefix, so one
 * deployment never hears another's events.
 */
function prefixOf(url: string): string {
  const database = new URL(url).pathname.replace(/^\//, '') || '0';
  return `hearth:realtime:${database}`;
}

/** Fan-out, channel state and cache channels' last events shared by all nodes on one Redis. */
export async function createRedisBackends(
  url: string,
  nodeId: string,
  log: FastifyBaseLogger,
): Promise<{ fanout: Fanout; state: ChannelState; cache: EventCache }> {
  const prefix = prefixOf(url);
  const fanout = await createRedisFanout({ url, nodeId, prefix, log });
  const state = await createRedisChannelState({
    url,
    nodeId,
    prefix,
    log,
    // Members of a node that closed or vanished: their last socket went with it, so subscribers
    // everywhere hear member_removed as if those sockets had unsubscribed.
    onMemberGone: (appId, channel, member) =>
      fanout.publish({
        appId,
        channel,
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: member.userId }),
      }),
  });
  const cache = await createRedisEventCache({ url, prefix, log });
  return { fanout, state, cache };
}
