import { createHmac, randomBytes } from 'node:crypto';
import { REALTIME, type RealtimeConfig } from '@hearth/domain';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { RealtimeSettings } from '../../config.ts';
import { type RealtimeApp, resolveApps } from './apps.ts';
import { createBackends } from './backends.ts';
import { createBroadcaster } from './broadcaster.ts';
import { type CacheChannels, createCacheChannels, noCacheChannels } from './cacheChannels.ts';
import { createLocalSubscribers } from './localSubscribers.ts';
import { channelKind } from './protocol.ts';
import { channelSharedSecret, signChannel, signUser } from './signatures.ts';
import { attachSocketServer, type RealtimeTimings } from './socketServer.ts';
import { createLiveSockets, type LiveSockets, noLiveSockets } from './terminations.ts';
import { registerTriggerApi } from './triggerApi.ts';
import type { Broadcaster } from './types.ts';
import { createOnlineUsers } from './watchlists.ts';
import { noWebhooks } from './webhooks/events.ts';
import { startWebhookQueue, type WebhookQueueOptions } from './webhooks/queue.ts';

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

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  interface FastifyInstance {
    /** For work outside a request (scheduled jobs) that tells people live. */
    broadcaster: Broadcaster;
  }
}

/** The websocket server of this node, as the rest of the app sees it. */
export type Realtime = {
  broadcaster: Broadcaster;
  signer: ChannelSigner;
  /** Ends the web's own users' sockets: at sign-out, when an account is disabled. */
  liveSockets: LiveSockets;
  /** Whether the own app's cache channels have subscribers, and when one of them missed. */
  cacheChannels: CacheChannels;
  /** Served at /api/realtime-config; `host` null when live updates are off. */
  clientConfig: RealtimeConfig;
  /**
   * A key for another purpose (signed links in mail), derived from the own app's secret, so the
   * operator keeps one secret and a key of one purpose never verifies another's signature.
   */
  deriveSecret: (purpose: string) => Buffer;
};

export type RealtimeOptions = {
  settings: RealtimeSettings;
  /** Where a generated app secret and encryption master key are kept. */
  dataDir: string;
  /** Shorter keep-alive timings for tests; the protocol's defaults otherwise. */
  timings?: Partial<RealtimeTimings>;
  /** Where the apps' webhooks are queued (pg-boss on the app's database), with test timings. */
  webhookQueue?: { pool: pg.Pool } & Pick<
    WebhookQueueOptions,
    'pollingIntervalSeconds' | 'retryDelaySeconds'
  >;
};

/**
 * Serves the Pusher protocol at /app/{key} on the app's own HTTP server, the trigger API at
 * /apps/{appId}/..., and fans events out to every node. Closed with the app.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<Realtime> {
  const { settings } = options;
  const apps = await resolveApps(settings.apps, options.dataDir);
  const [ownApp] = apps;
  if (ownApp === undefined) {
    throw new Error('Realtime needs at least one app');
  }
  const clientConfig: RealtimeConfig = {
    key: ownApp.key,
    host: settings.enabled ? settings.client.host : null,
    port: settings.client.port,
    scheme: settings.client.scheme,
    namespace: REALTIME.namespace,
  };
  const signer = createSigner(ownApp);
  const deriveSecret = (purpose: string) =>
    createHmac('sha256', ownApp.secret).update(`hearth:${purpose}`).digest();
  if (!settings.enabled) {
    // Nothing listens and nothing is sent; modules broadcast into the void.
    const silent: Broadcaster = { broadcast: async () => undefined };
    app.decorate('broadcaster', silent);
    return {
      broadcaster: silent,
      signer,
      liveSockets: noLiveSockets,
      cacheChannels: noCacheChannels,
      clientConfig,
      deriveSecret,
    };
  }

  const nodeId = randomBytes(6).toString('hex');
  const { fanout, state, cache } = await createBackends(settings, nodeId, app.log);
  const subscribers = createLocalSubscribers();
  const online = createOnlineUsers({ state, fanout });
  fanout.onMessage((message) => {
    subscribers.deliver(message);
    online.deliver(message);
  });
  const webhooks = await startWebhooks(apps, options, app);
  const { cacheChannels, sink } = createCacheChannels(ownApp.id, { state, cache, webhooks });
  const sockets = attachSocketServer(app.server, {
    apps,
    allowedOrigins: settings.allowedOrigins,
    timings: {
      activityTimeoutMs: options.timings?.activityTimeoutMs ?? REALTIME.activityTimeoutMs,
      pongTimeoutMs: options.timings?.pongTimeoutMs ?? REALTIME.pongTimeoutMs,
    },
    context: { nodeId, state, fanout, cache, subscribers, online, webhooks: sink, log: app.log },
  });
  await app.register(registerTriggerApi, { apps, fanout, state });

  // Before the HTTP server waits for its connections: open websockets would hold it forever.
  app.addHook('preClose', async () => {
    await sockets.close();
  });
  app.addHook('onClose', async () => {
    // The sockets have left: what their leaving reported is queued before the queue stops.
    await webhooks.close();
    await state.close();
    await cache.close();
    await fanout.close();
  });

  const broadcaster = createBroadcaster(ownApp, fanout);
  app.decorate('broadcaster', broadcaster);
  const liveSockets = createLiveSockets(ownApp.id, fanout);
  return { broadcaster, signer, liveSockets, cacheChannels, clientConfig, deriveSecret };
}

/** The webhook queue when an app has webhooks; a sink that drops everything otherwise. */
async function startWebhooks(
  apps: readonly RealtimeApp[],
  options: RealtimeOptions,
  app: FastifyInstance,
) {
  if (!apps.some((realtimeApp) => realtimeApp.webhooks.length > 0)) {
    return { ...noWebhooks, close: async () => undefined };
  }
  if (options.webhookQueue === undefined) {
    throw new Error('Realtime webhooks need the database their queue lives in');
  }
  return startWebhookQueue({ ...options.webhookQueue, apps, log: app.log });
}

function createSigner(app: RealtimeApp): ChannelSigner {
  return {
    channel: (socketId, channel, channelData) => ({
      auth: signChannel(app, socketId, channel, channelData),
      ...(channelData === undefined ? {} : { channel_data: channelData }),
      ...(channelKind(channel) === 'encrypted'
        ? { shared_secret: channelSharedSecret(channel, app.masterKey).toString('base64') }
        : {}),
    }),
    user: (socketId, userData) => ({
      auth: signUser(app, socketId, userData),
      user_data: userData,
    }),
  };
}
