import { REALTIME } from '@hearth/domain';
import Echo from 'laravel-echo';
import Pusher, {
  type ChannelAuthorizationOptions,
  type UserAuthenticationOptions,
} from 'pusher-js';
import type { BrowserClient } from './browserClient.ts';
import { TEST_REALTIME_APP, type TestServer } from './server.ts';

// laravel-echo as the web creates it, against a TestServer's own /broadcasting endpoints: a
// subscription is signed only when the app's policies say yes.

/** What Echo's types ask for beside pusher-js's own options. */
type EchoAuthOptions = { endpoint: string; headers: Record<string, string> };

/** Posts pusher-js's own form to the endpoint as this signed-in browser (cookie and CSRF). */
function viaBrowser<T>(browser: BrowserClient, endpoint: string) {
  return (
    params: Record<string, string>,
    callback: (error: Error | null, data: T | null) => void,
  ) => {
    browser
      .request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
      })
      .then(async (response) => {
        if (!response.ok) {
          callback(new Error(`auth answered ${response.status}`), null);
          return;
        }
        callback(null, (await response.json()) as T);
      })
      .catch((error: unknown) => callback(error as Error, null));
  };
}

export type EchoAuth =
  /** A browser's session: the cookie and the X-XSRF-TOKEN header. */
  | { browser: BrowserClient }
  /** An API client's token, sent by pusher-js itself to the endpoints. */
  | { bearer: string };

// pusher-js's Node build drops a Cookie header (a browser sends its cookies itself), so a
// browser's session asks through the browser client's own request.

function channelAuthorization(
  server: TestServer,
  auth: EchoAuth,
): ChannelAuthorizationOptions & EchoAuthOptions {
  const endpoint = `${server.url}${REALTIME.authEndpoint}`;
  if ('bearer' in auth) {
    return { transport: 'ajax', endpoint, headers: { authorization: `Bearer ${auth.bearer}` } };
  }
  const post = viaBrowser<{ auth: string; channel_data?: string; shared_secret?: string }>(
    auth.browser,
    REALTIME.authEndpoint,
  );
  return {
    endpoint,
    headers: {},
    customHandler: ({ socketId, channelName }, callback) =>
      post({ socket_id: socketId, channel_name: channelName }, callback),
  };
}

function userAuthentication(
  server: TestServer,
  auth: EchoAuth,
): UserAuthenticationOptions & EchoAuthOptions {
  const endpoint = `${server.url}${REALTIME.userAuthEndpoint}`;
  if ('bearer' in auth) {
    return { transport: 'ajax', endpoint, headers: { authorization: `Bearer ${auth.bearer}` } };
  }
  const post = viaBrowser<{ auth: string; user_data: string }>(
    auth.browser,
    REALTIME.userAuthEndpoint,
  );
  return {
    endpoint,
    headers: {},
    customHandler: ({ socketId }, callback) => post({ socket_id: socketId }, callback),
  };
}

/** A connected Echo client; disconnect it at the end of the test. */
export async function connectEcho(server: TestServer, auth: EchoAuth): Promise<Echo<'reverb'>> {
  const { hostname, port } = new URL(server.url);
  const echo = new Echo({
    broadcaster: 'reverb',
    Pusher,
    key: TEST_REALTIME_APP.key,
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    namespace: REALTIME.namespace,
    authEndpoint: `${server.url}${REALTIME.authEndpoint}`,
    channelAuthorization: channelAuthorization(server, auth),
    userAuthentication: userAuthentication(server, auth),
    withoutInterceptors: true,
  });
  await new Promise<void>((resolve, reject) => {
    echo.connector.pusher.connection.bind('connected', () => resolve());
    echo.connector.pusher.connection.bind('failed', () => reject(new Error('Echo failed')));
  });
  return echo;
}

type Subscribable = {
  subscribed(callback: () => void): unknown;
  error(callback: (error: unknown) => void): unknown;
};

/** Resolves once subscribed; rejects with the refusal's HTTP status when the app refuses. */
export function subscription(channel: Subscribable): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribed(() => resolve());
    channel.error((error) => reject(refusalStatus(error)));
  });
}

/**
 * The HTTP status of a refused subscription. pusher-js reports `{ type: 'AuthError', error,
 * status }` for its own transport, and only the message for a custom handler's error.
 */
export function refusalStatus(error: unknown): number | undefined {
  const report = error as { status?: unknown; error?: unknown } | null;
  if (typeof report?.status === 'number') {
    return report.status;
  }
  const fromMessage = /auth answered (\d{3})/.exec(String(report?.error ?? ''));
  return fromMessage?.[1] === undefined ? undefined : Number(fromMessage[1]);
}
