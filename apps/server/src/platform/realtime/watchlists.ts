import { frame } from './protocol.ts';
import {
  type ChannelState,
  type Fanout,
  memberKey,
  type PresenceUserId,
  type RealtimeMessage,
  type SocketRef,
} from './types.ts';

/**
 * Who is online, kept as the members of one presence channel per app that no client can
 * subscribe to (its name is no valid channel name): a user is online while signed in on at least
 * one socket, on any node. Joining it and leaving it are a presence join and leave, so the first
 * and last socket are decided across nodes, and a node that vanishes takes its users offline
 * (its sweep tells member_removed) as it does on any presence channel.
 */
export const ONLINE_CHANNEL = '#online users';

/**
 * Our bound on a watchlist's length (Pusher's docs name none): its node keeps an entry for each.
 */
export const MAX_WATCHLIST = 100;

/** A signed-in socket as watchlists need it. */
export type WatchingSocket = {
  appId: string;
  ref: SocketRef;
  send(frame: string): void;
};

type WatchlistEvent = { name: 'online' | 'offline'; user_ids: PresenceUserId[] };

type Watcher = { socket: WatchingSocket; watchlist: readonly PresenceUserId[] };

const WATCHLIST_EVENT_OF: Partial<Record<string, WatchlistEvent['name']>> = {
  'pusher_internal:member_added': 'online',
  'pusher_internal:member_removed': 'offline',
};

const watchlistFrame = (events: WatchlistEvent[]) =>
  frame('pusher_internal:watchlist_events', { events });

/**
 * Signed-in users' online status and their watchlists: `online` and `offline` events for the
 * users a socket watches, as Pusher sends them (`pusher.user.watchlist.bind` in pusher-js).
 */
export function createOnlineUsers({ state, fanout }: { state: ChannelState; fanout: Fanout }) {
  // app id → watched user (memberKey) → socket id → that socket's watcher
  const watched = new Map<string, Map<string, Map<string, Watcher>>>();
  const watching = new Map<string, Watcher>();

  const watchersOf = (appId: string, userKey: string) => watched.get(appId)?.get(userKey);

  const watch = (watcher: Watcher) => {
    const { appId, ref } = watcher.socket;
    watching.set(ref.socketId, watcher);
    const users = watched.get(appId) ?? new Map<string, Map<string, Watcher>>();
    watched.set(appId, users);
    for (const id of watcher.watchlist) {
      const sockets = users.get(memberKey(id)) ?? new Map<string, Watcher>();
      users.set(memberKey(id), sockets);
      sockets.set(ref.socketId, watcher);
    }
  };

  const unwatch = (socketId: string) => {
    const watcher = watching.get(socketId);
    if (watcher === undefined) {
      return;
    }
    watching.delete(socketId);
    const users = watched.get(watcher.socket.appId);
    for (const id of watcher.watchlist) {
      const sockets = users?.get(memberKey(id));
      sockets?.delete(socketId);
      if (sockets?.size === 0) {
        users?.delete(memberKey(id));
      }
    }
  };

  return {
    /**
     * The user is online on this socket: their watchers, on every node, hear it if it is their
     * first. Settles once every node counts them online.
     */
    async signedIn(
      socket: WatchingSocket,
      userId: PresenceUserId,
      watchlist: readonly PresenceUserId[],
    ): Promise<void> {
      const { appId, ref } = socket;
      // Watching before anyone reads who is online: a user coming online meanwhile is not missed.
      watch({ socket, watchlist });
      const { firstForUser } = await state.joinPresence(appId, ONLINE_CHANNEL, ref, {
        userId,
        userInfo: null,
      });
      if (firstForUser) {
        await fanout.publish({
          appId,
          channel: ONLINE_CHANNEL,
          event: 'pusher_internal:member_added',
          data: JSON.stringify({ user_id: userId }),
        });
      }
    },

    /** After the sign-in succeeded: which of the socket's watchlist are online, which offline. */
    async sendStatus(socket: WatchingSocket, watchlist: readonly PresenceUserId[]): Promise<void> {
      if (watchlist.length === 0) {
        return;
      }
      const members = await state.presenceMembers(socket.appId, ONLINE_CHANNEL);
      const online = new Set(members.map((member) => memberKey(member.userId)));
      const events: WatchlistEvent[] = [
        { name: 'online', user_ids: watchlist.filter((id) => online.has(memberKey(id))) },
        { name: 'offline', user_ids: watchlist.filter((id) => !online.has(memberKey(id))) },
      ];
      socket.send(watchlistFrame(events.filter((event) => event.user_ids.length > 0)));
    },

    /** The socket signs out or closes: its watchers hear the user go when it was their last. */
    async signedOut(socket: WatchingSocket): Promise<void> {
      unwatch(socket.ref.socketId);
      const left = await state.leavePresence(socket.appId, ONLINE_CHANNEL, socket.ref);
      if (left !== null) {
        await fanout.publish({
          appId: socket.appId,
          channel: ONLINE_CHANNEL,
          event: 'pusher_internal:member_removed',
          data: JSON.stringify({ user_id: left.userId }),
        });
      }
    },

    /** Turns a user's coming and going, from any node, into its watchers' events on this node. */
    deliver(message: RealtimeMessage): void {
      if (message.channel !== ONLINE_CHANNEL) {
        return;
      }
      const name = WATCHLIST_EVENT_OF[message.event];
      if (name === undefined) {
        return;
      }
      const { user_id: userId } = JSON.parse(message.data) as { user_id: PresenceUserId };
      for (const { socket, watchlist } of watchersOf(message.appId, memberKey(userId))?.values() ??
        []) {
        // The id as this watcher wrote it in its watchlist.
        const written = watchlist.find((id) => memberKey(id) === memberKey(userId)) ?? userId;
        socket.send(watchlistFrame([{ name, user_ids: [written] }]));
      }
    },
  };
}

export type OnlineUsers = ReturnType<typeof createOnlineUsers>;
