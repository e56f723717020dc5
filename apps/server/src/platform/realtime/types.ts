import type { RealtimeEventMap, RealtimeEventName } from '@hearth/domain';

/**
 * One event on one channel of one app, as it travels between nodes. `data` is the wire string
 * (JSON, or the encrypted envelope on private-encrypted channels), so a node delivers it as is.
 */
export type RealtimeMessage = {
  appId: string;
  channel: string;
  event: string;
  data: string;
  /** The sender's own socket ("to others"). */
  exceptSocketId?: string;
  /**
   * Only subscriptions whose signed channel_data names one of these users receive it: how a
   * patient's channel carries a note only to that note's readers.
   */
  onlyUserIds?: readonly string[];
  /** The sender of a client event on a presence channel, which its receivers see as `user_id`. */
  userId?: PresenceUserId;
};

/** Carries messages to every node (this one included): in-process, or Redis pub/sub. */
export type Fanout = {
  publish(message: RealtimeMessage): Promise<void>;
  onMessage(handler: (message: RealtimeMessage) => void): void;
  close(): Promise<void>;
};

/**
 * A presence member's `user_id` as the signed channel_data carried it: a JSON string or number,
 * handed back to clients as it came (Pusher keeps 7 a number and "7" a string).
 */
export type PresenceUserId = string | number;

export type PresenceMember = { userId: PresenceUserId; userInfo: unknown };

/** One user whichever way the id was written: 7 and "7" are the same member, as in Pusher's hash. */
export const memberKey = (userId: PresenceUserId): string => String(userId);

/** A socket on a node: presence and counts must survive the same user on several nodes. */
export type SocketRef = { nodeId: string; socketId: string };

/**
 * Channel membership as all nodes see it, for presence lists and the trigger API's channel info:
 * in memory on one node, in Redis across nodes.
 */
export type ChannelState = {
  /** count: the channel's subscriptions on all nodes once the change is made. firstInChannel: no
   * other socket of any node was subscribed (channel_occupied). */
  subscribed(
    appId: string,
    channel: string,
    socket: SocketRef,
  ): Promise<{ count: number; firstInChannel: boolean }>;
  /** lastInChannel: it was the last socket of any node on the channel (channel_vacated). */
  unsubscribed(
    appId: string,
    channel: string,
    socket: SocketRef,
  ): Promise<{ count: number; lastInChannel: boolean }>;
  /**
   * firstForUser: this is the user's first socket on the channel (so others hear member_added).
   * With maxMembers, a user who is not yet a member is refused (`full`, nothing written) while the
   * channel has that many users on all nodes; a member's further sockets always join.
   */
  joinPresence(
    appId: string,
    channel: string,
    socket: SocketRef,
    member: PresenceMember,
    maxMembers?: number,
  ): Promise<{ firstForUser: boolean; full?: true }>;
  /** The member when this was the user's last socket on the channel (member_removed), else null. */
  leavePresence(appId: string, channel: string, socket: SocketRef): Promise<PresenceMember | null>;
  /** Each user once, however many sockets they have. */
  presenceMembers(appId: string, channel: string): Promise<PresenceMember[]>;
  /** One channel's subscriptions on all nodes: 0 when nobody listens. */
  subscriptionCount(appId: string, channel: string): Promise<number>;
  /** Occupied channels with their subscription counts (and user counts on presence channels). */
  occupiedChannels(
    appId: string,
  ): Promise<Map<string, { subscriptionCount: number; userCount?: number }>>;
  /**
   * Counts a new connection of the app on all nodes, unless there are `max` already: false then,
   * and nothing is counted. A node that vanishes takes its connections out of the count.
   */
  connected(appId: string, socket: SocketRef, max: number): Promise<boolean>;
  /** A connection counted by `connected` closed. */
  disconnected(appId: string, socket: SocketRef): Promise<void>;
  /** Forgets this node's sockets (shutdown), telling others of members who left with them. */
  close(): Promise<void>;
};

export type BroadcastOptions = {
  /** The X-Socket-ID of the request that caused the event: its sender already knows. */
  exceptSocketId?: string | null;
  /** Deliver only to subscriptions signed for these users (private channels with channel_data). */
  onlyUserIds?: readonly number[];
};

/** How modules publish: typed events, namespaced, encrypted where the channel says so. */
export type Broadcaster = {
  broadcast<E extends RealtimeEventName>(
    event: E,
    channels: readonly string[],
    payload: RealtimeEventMap[E],
    options?: BroadcastOptions,
  ): Promise<void>;
};
