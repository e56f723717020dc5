import type { Fanout, RealtimeMessage } from './types.ts';

/** The last event of a cache channel, as a new subscriber receives it. */
export type CachedEvent = { event: string; data: string };

/**
 * The last event published on each cache channel: in memory on one node, in Redis across nodes.
 * Entries expire after CACHE_TTL_MS, as Pusher keeps them "up to 30 minutes".
 */
export type EventCache = {
  remember(appId: string, channel: string, event: CachedEvent): Promise<void>;
  recall(appId: string, channel: string): Promise<CachedEvent | null>;
  /** Drops what a channel keeps: its next subscriber misses. */
  forget(appId: string, channel: string): Promise<void>;
  close(): Promise<void>;
};

export const CACHE_TTL_MS = 30 * 60 * 1000;

const CACHE_PREFIXES = ['cache-', 'private-cache-', 'private-encrypted-cache-', 'presence-cache-'];

export const isCacheChannel = (channel: string): boolean =>
  CACHE_PREFIXES.some((prefix) => channel.startsWith(prefix));

/**
 * Whether a message is one a cache channel keeps: an event a back-end published (the trigger API
 * or the app's broadcaster). Client events are not cached, as in Pusher; nor the protocol's own
 * events, nor an event meant for some subscribers only (a later subscriber may not be one).
 */
const cacheable = (message: RealtimeMessage): boolean =>
  isCacheChannel(message.channel) &&
  message.onlyUserIds === undefined &&
  !message.event.startsWith('client-') &&
  !/^pusher(_internal)?:/.test(message.event);

/** A fan-out that keeps each cache channel's last event before it travels to the nodes. */
export function withEventCache(fanout: Fanout, cache: EventCache): Fanout {
  return {
    ...fanout,
    publish: async (message) => {
      if (cacheable(message)) {
        await cache.remember(message.appId, message.channel, {
          event: message.event,
          data: message.data,
        });
      }
      await fanout.publish(message);
    },
  };
}

type Entry = CachedEvent & { expiresAt: number };

/** One node's cache. Entries are kept in the order written, so the expired ones lead. */
export function createMemoryEventCache(ttlMs = CACHE_TTL_MS): EventCache {
  const entries = new Map<string, Entry>();
  const keyOf = (appId: string, channel: string) => `${appId}\n${channel}`;
  const dropExpired = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now) {
        return;
      }
      entries.delete(key);
    }
  };
  return {
    remember: async (appId, channel, event) => {
      const now = Date.now();
      dropExpired(now);
      const key = keyOf(appId, channel);
      entries.delete(key);
      entries.set(key, { ...event, expiresAt: now + ttlMs });
    },
    recall: async (appId, channel) => {
      const entry = entries.get(keyOf(appId, channel));
      if (entry === undefined || entry.expiresAt <= Date.now()) {
        return null;
      }
      return { event: entry.event, data: entry.data };
    },
    forget: async (appId, channel) => {
      entries.delete(keyOf(appId, channel));
    },
    close: async () => {
      entries.clear();
    },
  };
}
