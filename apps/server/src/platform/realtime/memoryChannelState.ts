import { type ChannelState, memberKey, type PresenceMember, type SocketRef } from './types.ts';

type PresenceUser = { member: PresenceMember; sockets: Set<string> };

type ChannelEntry = {
  sockets: Set<string>;
  /** Presence channels only: each user once (by memberKey), with the sockets they joined from. */
  users: Map<string, PresenceUser>;
  /** Presence channels only: which user each socket joined as. */
  userOfSocket: Map<string, string>;
};

const socketKey = (socket: SocketRef) => `${socket.nodeId}/${socket.socketId}`;

/**
 * Channel membership of one node. Every subscription is `subscribed`; a presence subscription is
 * also `joinPresence`d, and left the same way.
 */
export function createMemoryChannelState(): ChannelState {
  const apps = new Map<string, Map<string, ChannelEntry>>();
  const connections = new Map<string, number>();

  const findEntry = (appId: string, channel: string) => apps.get(appId)?.get(channel);

  const ensureEntry = (appId: string, channel: string): ChannelEntry => {
    const channels = apps.get(appId) ?? new Map<string, ChannelEntry>();
    apps.set(appId, channels);
    const entry = channels.get(channel) ?? {
      sockets: new Set(),
      users: new Map(),
      userOfSocket: new Map(),
    };
    channels.set(channel, entry);
    return entry;
  };

  const forgetIfEmpty = (appId: string, channel: string, entry: ChannelEntry) => {
    if (entry.sockets.size === 0 && entry.users.size === 0) {
      apps.get(appId)?.delete(channel);
    }
  };

  return {
    subscribed: async (appId, channel, socket) => {
      const { sockets } = ensureEntry(appId, channel);
      const key = socketKey(socket);
      const firstInChannel = sockets.size === 0 && !sockets.has(key);
      sockets.add(key);
      return { count: sockets.size, firstInChannel };
    },
    unsubscribed: async (appId, channel, socket) => {
      const entry = findEntry(appId, channel);
      if (entry === undefined) {
        return { count: 0, lastInChannel: false };
      }
      const removed = entry.sockets.delete(socketKey(socket));
      forgetIfEmpty(appId, channel, entry);
      return { count: entry.sockets.size, lastInChannel: removed && entry.sockets.size === 0 };
    },
    joinPresence: async (appId, channel, socket, member, maxMembers) => {
      const userKey = memberKey(member.userId);
      const found = findEntry(appId, channel);
      const full =
        maxMembers !== undefined &&
        found !== undefined &&
        !found.users.has(userKey) &&
        found.users.size >= maxMembers;
      if (full) {
        return { firstForUser: false, full: true };
      }
      const entry = ensureEntry(appId, channel);
      const key = socketKey(socket);
      entry.userOfSocket.set(key, userKey);
      const user = entry.users.get(userKey);
      if (user !== undefined) {
        user.sockets.add(key);
        return { firstForUser: false };
      }
      entry.users.set(userKey, { member, sockets: new Set([key]) });
      return { firstForUser: true };
    },
    leavePresence: async (appId, channel, socket) => {
      const entry = findEntry(appId, channel);
      const key = socketKey(socket);
      const userKey = entry?.userOfSocket.get(key);
      if (entry === undefined || userKey === undefined) {
        return null;
      }
      entry.userOfSocket.delete(key);
      const user = entry.users.get(userKey);
      user?.sockets.delete(key);
      if (user === undefined || user.sockets.size > 0) {
        return null;
      }
      entry.users.delete(userKey);
      forgetIfEmpty(appId, channel, entry);
      return user.member;
    },
    presenceMembers: async (appId, channel) =>
      [...(findEntry(appId, channel)?.users.values() ?? [])].map((user) => user.member),
    subscriptionCount: async (appId, channel) => findEntry(appId, channel)?.sockets.size ?? 0,
    occupiedChannels: async (appId) => {
      const occupied = new Map<string, { subscriptionCount: number; userCount?: number }>();
      for (const [channel, entry] of apps.get(appId) ?? []) {
        if (entry.sockets.size === 0) {
          continue;
        }
        occupied.set(channel, {
          subscriptionCount: entry.sockets.size,
          ...(channel.startsWith('presence-') ? { userCount: entry.users.size } : {}),
        });
      }
      return occupied;
    },
    connected: async (appId, _socket, max) => {
      const count = connections.get(appId) ?? 0;
      if (count >= max) {
        return false;
      }
      connections.set(appId, count + 1);
      return true;
    },
    disconnected: async (appId) => {
      connections.set(appId, Math.max(0, (connections.get(appId) ?? 0) - 1));
    },
    close: async () => {
      apps.clear();
      connections.clear();
    },
  };
}
