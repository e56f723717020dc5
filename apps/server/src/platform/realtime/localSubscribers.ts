import type { RealtimeMessage } from './types.ts';

/** What delivery needs of a socket of this node. */
export type Subscriber = {
  socketId: string;
  send(frame: string): void;
};

type Subscription = {
  subscriber: Subscriber;
  /**
   * The memberKey of the user_id its channel_data was signed for (presence, and private channels
   * that carry one), which `onlyUserIds` names.
   */
  userKey: string | null;
};

/** The subscriptions held by this node's sockets, and the delivery of fanned-out messages to them. */
export function createLocalSubscribers() {
  // app id → channel → socket id → subscription
  const apps = new Map<string, Map<string, Map<string, Subscription>>>();

  return {
    add(appId: string, channel: string, subscriber: Subscriber, userKey: string | null): void {
      const channels = apps.get(appId) ?? new Map<string, Map<string, Subscription>>();
      apps.set(appId, channels);
      const sockets = channels.get(channel) ?? new Map<string, Subscription>();
      channels.set(channel, sockets);
      sockets.set(subscriber.socketId, { subscriber, userKey });
    },

    remove(appId: string, channel: string, socketId: string): void {
      const channels = apps.get(appId);
      const sockets = channels?.get(channel);
      sockets?.delete(socketId);
      if (sockets?.size === 0) {
        channels?.delete(channel);
      }
    },

    deliver(message: RealtimeMessage): void {
      const sockets = apps.get(message.appId)?.get(message.channel);
      if (sockets === undefined) {
        return;
      }
      const only = message.onlyUserIds === undefined ? null : new Set(message.onlyUserIds);
      // Serialized once for every socket: one channel may hold thousands.
      const frame = JSON.stringify({
        event: message.event,
        channel: message.channel,
        data: message.data,
        ...(message.userId === undefined ? {} : { user_id: message.userId }),
      });
      for (const [socketId, { subscriber, userKey }] of sockets) {
        if (socketId === message.exceptSocketId) {
          continue;
        }
        if (only !== null && (userKey === null || !only.has(userKey))) {
          continue;
        }
        subscriber.send(frame);
      }
    },
  };
}

export type LocalSubscribers = ReturnType<typeof createLocalSubscribers>;
