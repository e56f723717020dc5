import type { PresenceUserId } from '../types.ts';

/** The kinds of webhook event Pusher sends, which an app's webhook may pick from. */
export const WEBHOOK_EVENT_NAMES = [
  'channel_occupied',
  'channel_vacated',
  'member_added',
  'member_removed',
  'client_event',
  'cache_miss',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

/** One event of a webhook's `events`, in the shape of Pusher's webhook reference. */
export type WebhookEvent =
  | { name: 'channel_occupied' | 'channel_vacated' | 'cache_miss'; channel: string }
  | { name: 'member_added' | 'member_removed'; channel: string; user_id: PresenceUserId }
  | {
      name: 'client_event';
      channel: string;
      event: string;
      data: string;
      socket_id: string;
      /** Presence channels only: the sender's user. */
      user_id?: PresenceUserId;
    };

/** Where the websocket server reports what happened, for the app's webhooks. */
export type WebhookSink = {
  notify(appId: string, event: WebhookEvent): void;
};

/** For apps (or servers) without webhooks. */
export const noWebhooks: WebhookSink = { notify: () => undefined };
