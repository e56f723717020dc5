import { REALTIME } from '@hearth/domain';
import Echo from 'laravel-echo';
// The build that opens private-encrypted channels (a patient's note changes).
import Pusher from 'pusher-js/with-encryption';
import type { EchoSettings } from './echoSettings.ts';

export type HearthEcho = Echo<'reverb'>;

/** The CSRF token the server gave the page, read at each authorization: it may be renewed. */
function xsrfHeaders(): Record<string, string> {
  const token = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
  return token === undefined ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/**
 * The spec's client: laravel-echo over pusher-js, websocket transports only (no HTTP fallback),
 * authorized by the session cookie and the CSRF header like every other call of the page, and
 * signed in as the page's user.
 */
export function createEcho(settings: EchoSettings): HearthEcho {
  const authorization = (endpoint: string) => ({
    endpoint,
    transport: 'ajax' as const,
    headers: {},
    headersProvider: xsrfHeaders,
  });
  const echo: HearthEcho = new Echo({
    broadcaster: 'reverb',
    Pusher,
    key: settings.key,
    wsHost: settings.host,
    wsPort: settings.port ?? REALTIME.wsPort,
    wssPort: settings.port ?? REALTIME.wssPort,
    forceTLS: settings.scheme === 'https',
    enabledTransports: ['ws', 'wss'],
    namespace: REALTIME.namespace,
    authEndpoint: REALTIME.authEndpoint,
    channelAuthorization: authorization(REALTIME.authEndpoint),
    userAuthentication: authorization(REALTIME.userAuthEndpoint),
    // The timings the server's keep-alive is built on (both read them from the domain).
    activityTimeout: REALTIME.activityTimeoutMs,
    pongTimeout: REALTIME.pongTimeoutMs,
    unavailableTimeout: REALTIME.unavailableTimeoutMs,
    // The API client adds X-Socket-ID itself; Echo's own would patch a global axios we do not use.
    withoutInterceptors: true,
  });
  // Signed in as its user (pusher:signin, again after each reconnect): signing out or having the
  // account disabled then closes this socket from the server, at once.
  echo.connector.pusher.signin();
  return echo;
}
