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
   * A message over the app's size limit. "Any other error": the protocol has no code of its own
   * for it, and the connection itself is sound, so the message is refused and the socket kept.
   */
  messageTooLarge: 4300,
  clientEventRateLimit: 4301,
} as const;

export type PusherErrorCode = (typeof PusherError)[keyof typeof PusherError];

/** The versions pusher-js and other clients still speak; all share what we implement. */
export const SUPPORTED_PROTOCOLS = new Set([5, 6, 7]);

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

// Channel names as Pusher allows them, up to 200 characters.
const channelNamePattern = /^#?[A-Za-z0-9_\-=@,.;]{1,200}$/;
export const validChannelName = (name: unknown): name is string =>
  typeof name === 'string' && channelNamePattern.test(name);

/** Every frame has its `data` as a JSON string, as Reverb sends it; clients parse it. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

export const errorFrame = (code: PusherErrorCode | null, message: string) =>
  frame('pusher:error', { code, message });
