// The Pusher Channels protocol (version 7) as it appears on the wire: its error codes and frames.

/**
 * Codes from the protocol's ranges: 4000-4099 the client must not reconnect, 4100-4199 it may
 * after a back-off, 4200-4299 it should at once, 4300-4399 anything else (the socket stays open).
 */
export const PusherError = {
  unknownApp: 4001,
  overQuota: 4004,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedVersion: 4007,
  noVersion: 4008,
  unauthorized: 4009,
  /** This node is going away; the client reconnects, to another node behind the balancer. */
  reconnect: 4200,
  pongNotReceived: 4201,
  /**
   * "Any other error": a message over the app's size limit, or one that is not a protocol
   * message at all. The protocol has no code of its own for these, and the connection itself is
   * sound, so the message is refused and the socket kept.
   */
  invalidMessage: 4300,
  /** A client event the server will not pass on: over the rate, client events off, name too long. */
  clientEventRejected: 4301,
} as const;

export type PusherErrorCode = (typeof PusherError)[keyof typeof PusherError];

/** The versions pusher-js and other clients still speak; all share what we implement. */
export const SUPPORTED_PROTOCOLS = new Set([5, 6, 7]);

/** What a client that names no version speaks: the current one, which is what we implement. */
export const DEFAULT_PROTOCOL = 7;

/** Pusher's limit on channel and event names. */
export const MAX_NAME_LENGTH = 200;

export const channelKind = (channel: string) => {
  if (channel.startsWith('private-encrypted-')) {
    return 'encrypted';
  }
  if (channel.startsWith('private-')) {
    return 'private';
  }
  if (channel.startsWith('presence-')) {
    return 'presence';
  }
  if (channel.startsWith(SERVER_TO_USER_PREFIX)) {
    return 'user';
  }
  return 'public';
};
export type ChannelKind = ReturnType<typeof channelKind>;

/** pusher-js subscribes to this after `pusher:signin`; only that signed-in user may. */
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

/** A socket id as the protocol writes it: two integers joined by a dot. */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

// Channel names as Pusher allows them.
const channelNamePattern = /^#?[A-Za-z0-9_\-=@,.;]+$/;

/** Why a channel name is refused, or null when it is a valid one. */
export function channelNameProblem(name: string): string | null {
  if (name.length > MAX_NAME_LENGTH) {
    return `Channel names are limited to ${MAX_NAME_LENGTH} characters.`;
  }
  return channelNamePattern.test(name) ? null : `${name} is not a valid channel name.`;
}

export const validChannelName = (name: unknown): name is string =>
  typeof name === 'string' && channelNameProblem(name) === null;

/** Every frame has its `data` as a JSON string, as Reverb sends it; clients parse it. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

/** `pusher:error`; with the channel the refused message was about, when it named one. */
export const errorFrame = (code: PusherErrorCode, message: string, channel?: string) =>
  frame('pusher:error', { code, message }, channel);

/**
 * A refused subscription, on its channel, in the form pusher-js gives its own authorizer's
 * failures: `{type, error, status}`, so `channel.bind('pusher:subscription_error')` sees both alike.
 */
export const subscriptionErrorFrame = (
  channel: string,
  refusal: {
    type: 'AuthError' | 'InvalidChannel' | 'LimitReached';
    error: string;
    status: number;
  },
) => frame('pusher:subscription_error', refusal, channel);
