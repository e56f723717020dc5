import type { RealtimeSettings } from '../src/config.ts';
import { type RealtimeTestServer, startRealtimeServer } from './realtimeServer.ts';
import { startRedisServer } from './redisServer.ts';

/** Where clients connect (a) and where the others and the back-end are (b): one node, or two. */
export type Nodes = { a: RealtimeTestServer; b: RealtimeTestServer; close: () => Promise<void> };

export type Topology = { name: string; start: () => Promise<Nodes> };

/**
 * One node, and two nodes sharing a Redis, with the same settings: what a client sees on one
 * node it must see across two, as if they were one (`describe.each` over them).
 */
export function realtimeTopologies(settings: RealtimeSettings): Topology[] {
  return [
    {
      name: 'one node',
      start: async () => {
        const node = await startRealtimeServer({ settings });
        return { a: node, b: node, close: node.close };
      },
    },
    {
      name: 'two nodes over Redis',
      start: async () => {
        const redis = await startRedisServer();
        const redisSettings = { ...settings, redisUrl: redis.url };
        const a = await startRealtimeServer({ settings: redisSettings });
        const b = await startRealtimeServer({ settings: redisSettings });
        return {
          a,
          b,
          close: async () => {
            await Promise.all([a.close(), b.close()]);
            await redis.stop();
          },
        };
      },
    },
  ];
}
