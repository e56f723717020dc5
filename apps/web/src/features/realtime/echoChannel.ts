import type { RealtimeEventMap, RealtimeEventName } from '@hearth/domain';

// Echo adds a channel kind's prefix itself (`private('users.5')` subscribes to `private-users.5`),
// while the domain names channels in full, as the protocol does.
const kindPrefix = /^(private-encrypted-|private-|presence-)/;

/** The name Echo's `private()`, `join()` or `encryptedPrivate()` expects for a full channel name. */
export function echoChannelName(channel: string): string {
  return channel.replace(kindPrefix, '');
}

export type RealtimeListener<E extends RealtimeEventName> = (payload: RealtimeEventMap[E]) => void;
