import type { EventCache } from './eventCache.ts';
import type { ChannelState } from './types.ts';
import type { WebhookSink } from './webhooks/events.ts';

/**
 * What the app's own back-end learns of its cache channels (the web's own realtime app), so it
 * computes and publishes only what somebody reads.
 */
export type CacheChannels = {
  /** Whether anybody, on any node, is subscribed to the channel. */
  occupied(channel: string): Promise<boolean>;
  /**
   * Drops what the channel keeps, when what it holds went stale while nobody listened: its next
   * subscriber misses instead of hearing old figures.
   */
  forget(channel: string): Promise<void>;
  /**
   * Told when a subscriber of this node found nothing kept on a channel: Pusher's `cache_miss`
   * webhook, heard in process, so the app publishes what the channel should hold.
   */
  onMiss(listener: (channel: string) => void): void;
};

/** The own app's cache channels, and the webhook sink that also tells them of misses. */
export function createCacheChannels(
  appId: string,
  { state, cache, webhooks }: { state: ChannelState; cache: EventCache; webhooks: WebhookSink },
): { cacheChannels: CacheChannels; sink: WebhookSink } {
  const listeners: ((channel: string) => void)[] = [];
  return {
    cacheChannels: {
      occupied: async (channel) => (await state.subscriptionCount(appId, channel)) > 0,
      forget: (channel) => cache.forget(appId, channel),
      onMiss: (listener) => {
        listeners.push(listener);
      },
    },
    sink: {
      notify: (eventAppId, event) => {
        webhooks.notify(eventAppId, event);
        if (eventAppId === appId && event.name === 'cache_miss') {
          for (const listener of listeners) {
            listener(event.channel);
          }
        }
      },
    },
  };
}

/** When live updates are off: nobody listens, and nothing misses. */
export const noCacheChannels: CacheChannels = {
  occupied: async () => false,
  forget: async () => undefined,
  onMiss: () => undefined,
};
