import { namespacedEvent } from '@hearth/domain';
import type { RealtimeApp } from './apps.ts';
import { channelKind } from './protocol.ts';
import { encryptForChannel } from './signatures.ts';
import type { Broadcaster, Fanout } from './types.ts';

/** Publishes the app's typed events for its own (the web's) app, to every node. */
export function createBroadcaster(app: RealtimeApp, fanout: Fanout): Broadcaster {
  return {
    broadcast: async (event, channels, payload, options = {}) => {
      const json = JSON.stringify(payload);
      await Promise.all(
        channels.map((channel) =>
          fanout.publish({
            appId: app.id,
            channel,
            event: namespacedEvent(event),
            // Each encrypted channel has its own key, so each gets its own envelope.
            data:
              channelKind(channel) === 'encrypted'
                ? encryptForChannel(channel, app.masterKey, json)
                : json,
            ...(options.exceptSocketId ? { exceptSocketId: options.exceptSocketId } : {}),
            ...(options.onlyUserIds === undefined
              ? {}
              : { onlyUserIds: options.onlyUserIds.map(String) }),
          }),
        ),
      );
    },
  };
}
