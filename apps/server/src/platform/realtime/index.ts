import type { RealtimeConfig } from '@hearth/domain';
import type { FastifyInstance } from 'fastify';
import type { RealtimeSettings } from '../../config.ts';
import { signChannel, signUser } from './signatures.ts';
import type { Broadcaster } from './types.ts';

/** What /broadcasting/auth and /broadcasting/user-auth answer, signed for the web's own app. */
export type ChannelSigner = {
  /** `{ auth, channel_data?, shared_secret? }`: shared_secret (base64) on private-encrypted channels. */
  channel(
    socketId: string,
    channel: string,
    channelData?: string,
  ): { auth: string; channel_data?: string; shared_secret?: string };
  user(socketId: string, userData: string): { auth: string; user_data: string };
};

/** The websocket server of this node, as the rest of the app sees it. */
export type Realtime = {
  broadcaster: Broadcaster;
  signer: ChannelSigner;
  /** Served at /api/realtime-config; `host` null when live updates are off. */
  clientConfig: RealtimeConfig;
};

export type RealtimeOptions = {
  settings: RealtimeSettings;
  /** Where a generated app secret and encryption master key are kept. */
  dataDir: string;
};

/**
 * Serves the Pusher protocol at /app/{key} on the app's own HTTP server, the trigger API at
 * /apps/{appId}/..., and fans events out to every node. Closed with the app.
 */
export async function registerRealtime(
  _app: FastifyInstance,
  options: RealtimeOptions,
): Promise<Realtime> {
  // A stand-in until the protocol server lands: signs, but events go nowhere.
  const [ownApp] = options.settings.apps;
  const app = { key: ownApp?.key ?? '', secret: ownApp?.secret ?? 'unset' };
  return {
    broadcaster: { broadcast: async () => undefined },
    signer: {
      channel: (socketId, channel, channelData) => ({
        auth: signChannel(app, socketId, channel, channelData),
        ...(channelData === undefined ? {} : { channel_data: channelData }),
      }),
      user: (socketId, userData) => ({
        auth: signUser(app, socketId, userData),
        user_data: userData,
      }),
    },
    clientConfig: {
      key: app.key,
      host: options.settings.enabled ? options.settings.client.host : null,
      port: options.settings.client.port,
      scheme: options.settings.client.scheme,
      namespace: 'notifications',
    },
  };
}
