import { REALTIME } from '@hearth/domain';
import PusherServer from 'pusher';
import Pusher, { type Channel } from 'pusher-js';
import { afterEach } from 'vitest';
import { WebSocket } from 'ws';
import { channelSharedSecret, signChannel, signUser } from '../src/platform/realtime/signatures.ts';
import { TEST_REALTIME_APP, type TestServer } from './server.ts';

// Real clients of the Pusher protocol against a TestServer, signing as the app's own
// /broadcasting/auth would (with TEST_REALTIME_APP's secret), so protocol tests need no session.

export type ClientIdentity = {
  /**
   * Put in channel_data (presence always; private channels when given) and in sign-in, as given:
   * a number stays a number on the wire.
   */
  userId?: string | number;
  userInfo?: Record<string, unknown>;
  /** Signed in the user data of a sign-in, for watchlist events. */
  watchlist?: (string | number)[];
  /** Sign with another secret, to be refused. */
  secret?: string;
};

const hostAndPort = (server: TestServer) => {
  const url = new URL(server.url);
  return { host: url.hostname, port: Number(url.port) };
};

/** pusher-js options for a TestServer: plain ws on its port, auth signed locally. */
export function pusherOptions(server: TestServer, identity: ClientIdentity = {}) {
  const app = { key: TEST_REALTIME_APP.key, secret: identity.secret ?? TEST_REALTIME_APP.secret };
  const masterKey = Buffer.from(TEST_REALTIME_APP.encryptionMasterKey, 'base64');
  const { host, port } = hostAndPort(server);
  return {
    cluster: 'local',
    wsHost: host,
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws' as const],
    // Echo's types ask for an endpoint and headers; pusher-js uses the custom handler instead.
    channelAuthorization: {
      endpoint: REALTIME.authEndpoint,
      headers: {},
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: (
          error: Error | null,
          data: { auth: string; channel_data?: string; shared_secret?: string } | null,
        ) => void,
      ) => {
        const withUser = channelName.startsWith('presence-') || identity.userId !== undefined;
        const channelData = withUser
          ? JSON.stringify({
              user_id: identity.userId ?? 'anonymous',
              user_info: identity.userInfo ?? {},
            })
          : undefined;
        callback(null, {
          auth: signChannel(app, socketId, channelName, channelData),
          ...(channelData === undefined ? {} : { channel_data: channelData }),
          ...(channelName.startsWith('private-encrypted-')
            ? { shared_secret: channelSharedSecret(channelName, masterKey).toString('base64') }
            : {}),
        });
      },
    },
    userAuthentication: {
      endpoint: REALTIME.userAuthEndpoint,
      headers: {},
      customHandler: (
        { socketId }: { socketId: string },
        callback: (error: Error | null, data: { auth: string; user_data: string } | null) => void,
      ) => {
        const userData = JSON.stringify({
          id: identity.userId ?? 'anonymous',
          ...(identity.watchlist === undefined ? {} : { watchlist: identity.watchlist }),
        });
        callback(null, { auth: signUser(app, socketId, userData), user_data: userData });
      },
    },
  };
}

/** A connected pusher-js client; disconnect it at the end of the test. */
export async function connectPusher(
  server: TestServer,
  identity?: ClientIdentity,
): Promise<Pusher> {
  const pusher = new Pusher(TEST_REALTIME_APP.key, pusherOptions(server, identity));
  await new Promise<void>((resolve, reject) => {
    pusher.connection.bind('connected', () => resolve());
    pusher.connection.bind('failed', () => reject(new Error('pusher-js failed to connect')));
  });
  return pusher;
}

/**
 * `connect` for a test file: each client it opens is disconnected after the test that opened it,
 * so no test hears another's sockets. Call at the file's top level.
 */
export function usePusherClients(): (
  server: TestServer,
  identity?: ClientIdentity,
) => Promise<Pusher> {
  const open: Pusher[] = [];
  afterEach(() => {
    for (const client of open.splice(0)) {
      client.disconnect();
    }
  });
  return async (server, identity) => {
    const client = await connectPusher(server, identity);
    open.push(client);
    return client;
  };
}

/** Subscribes and waits for the server's subscription_succeeded. */
export async function subscribed(pusher: Pusher, channelName: string): Promise<Channel> {
  const channel = pusher.subscribe(channelName);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscription to ${channelName} failed: ${JSON.stringify(error)}`)),
    );
  });
  return channel;
}

/** Everything a channel receives under one event name, in order. */
export function collect<T = unknown>(channel: Channel, event: string): T[] {
  const received: T[] = [];
  channel.bind(event, (data: T) => received.push(data));
  return received;
}

/** The next `event` on `channel`, or a rejection after `timeoutMs`. */
export function nextEvent<T = unknown>(
  channel: Channel,
  event: string,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channel.name}`)), timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** The official Pusher server library, publishing through the server's trigger API. */
export function pusherServerLibrary(
  server: TestServer,
  app: { id: string; key: string; secret: string } = TEST_REALTIME_APP,
): PusherServer {
  const { host, port } = hostAndPort(server);
  return new PusherServer({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host,
    port: String(port),
    useTLS: false,
    encryptionMasterKeyBase64: TEST_REALTIME_APP.encryptionMasterKey,
  });
}

export type ProtocolFrame = { event: string; channel?: string; data?: unknown; user_id?: string };

/** A bare websocket, for what the libraries hide: exact frames, close codes, origins. */
export type RawSocket = {
  socket: WebSocket;
  /** Resolves with the next frame matching `event` (data parsed); frames before it are skipped. */
  next(event: string, timeoutMs?: number): Promise<ProtocolFrame>;
  send(event: string, data: unknown, channel?: string): void;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
};

/** Subscribes a just-opened raw socket (signed for `app`, with channel_data when given) and waits for success. */
export async function rawSubscribed(
  raw: RawSocket,
  channel: string,
  options: { app?: { key: string; secret: string }; channelData?: unknown } = {},
): Promise<ProtocolFrame> {
  const { data } = await raw.next('pusher:connection_established');
  const socketId = (data as { socket_id: string }).socket_id;
  const channelData =
    options.channelData === undefined ? undefined : JSON.stringify(options.channelData);
  raw.send('pusher:subscribe', {
    channel,
    auth: signChannel(options.app ?? TEST_REALTIME_APP, socketId, channel, channelData),
    ...(channelData === undefined ? {} : { channel_data: channelData }),
  });
  return raw.next('pusher_internal:subscription_succeeded');
}

export function openRawSocket(
  server: TestServer,
  path = `/app/${TEST_REALTIME_APP.key}?protocol=7&client=js&version=8.4.0`,
  headers: Record<string, string> = {},
): RawSocket {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, { headers });
  const frames: ProtocolFrame[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (raw) => {
    const parsed = JSON.parse(raw.toString()) as ProtocolFrame;
    frames.push({
      ...parsed,
      data: typeof parsed.data === 'string' ? JSON.parse(parsed.data) : parsed.data,
    });
    for (const wake of waiting.splice(0)) {
      wake();
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    socket,
    closed,
    send: (event, data, channel) =>
      socket.send(JSON.stringify({ event, data, ...(channel === undefined ? {} : { channel }) })),
    next: (event, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} frame`)), timeoutMs);
        const look = () => {
          const index = frames.findIndex((frame) => frame.event === event);
          if (index === -1) {
            waiting.push(look);
            return;
          }
          clearTimeout(timer);
          resolve(frames.splice(0, index + 1)[index] as ProtocolFrame);
        };
        look();
      }),
  };
}
