import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeApp } from './apps.ts';
import { type EventCache, isCacheChannel } from './eventCache.ts';
import type { LocalSubscribers } from './localSubscribers.ts';
import {
  type ChannelKind,
  channelKind,
  channelNameProblem,
  errorFrame,
  frame,
  MAX_NAME_LENGTH,
  PusherError,
  type PusherErrorCode,
  SERVER_TO_USER_PREFIX,
  subscriptionErrorFrame,
} from './protocol.ts';
import { signChannel, signUser, validSignature } from './signatures.ts';
import type { Termination } from './terminations.ts';
import {
  type ChannelState,
  type Fanout,
  memberKey,
  type PresenceUserId,
  type SocketRef,
} from './types.ts';
import { MAX_WATCHLIST, type OnlineUsers } from './watchlists.ts';
import type { WebhookSink } from './webhooks/events.ts';

/** What every connection of a node shares. */
export type ConnectionContext = {
  nodeId: string;
  state: ChannelState;
  fanout: Fanout;
  cache: EventCache;
  subscribers: LocalSubscribers;
  online: OnlineUsers;
  /** Told of occupied and vacated channels, members and client events, for the apps' webhooks. */
  webhooks: WebhookSink;
  log: FastifyBaseLogger;
};

/** The socket underneath, as much of it as the protocol needs. */
export type ProtocolSocket = {
  send(frame: string): void;
};

/** `userId`: the user its signed channel_data named, as it was written there. */
type Subscription = { kind: ChannelKind; userId: PresenceUserId | null };

// Client events per connection per second, Pusher's own limit.
const CLIENT_EVENTS_PER_SECOND = 10;

type IncomingMessage = { event?: unknown; channel?: unknown; data?: unknown };

/**
 * One client's session of the protocol: subscriptions, sign-in and client events. Messages are
 * handled one after another, so a subscribe always settles before the unsubscribe that follows.
 */
export class PusherConnection {
  readonly subscriptions = new Map<string, Subscription>();
  private signedInUserId: string | null = null;
  /** The `session` tag of the signed user data, when it carried one (the web's own sockets). */
  private signedInSession: string | null = null;
  /** Whether this socket counts its user online (the app has watchlist events on). */
  private online = false;
  private queue: Promise<void> = Promise.resolve();
  private leaving: Promise<void> | null = null;
  private clientEventWindow = { startedAt: 0, count: 0 };
  private readonly ref: SocketRef;

  constructor(
    readonly socketId: string,
    readonly app: RealtimeApp,
    private readonly socket: ProtocolSocket,
    private readonly context: ConnectionContext,
  ) {
    this.ref = { nodeId: context.nodeId, socketId };
  }

  send(text: string): void {
    this.socket.send(text);
  }

  /** Whether a termination (`terminate_connections`, a session's end) ends this socket. */
  endedBy({ userId, session, otherSessionsThan }: Termination): boolean {
    if (this.signedInUserId !== userId) {
      return false;
    }
    if (session !== undefined) {
      return this.signedInSession === session;
    }
    if (otherSessionsThan !== undefined) {
      return this.signedInSession !== null && this.signedInSession !== otherSessionsThan;
    }
    return true;
  }

  established(activityTimeoutSeconds: number): void {
    this.send(
      frame('pusher:connection_established', {
        socket_id: this.socketId,
        activity_timeout: activityTimeoutSeconds,
      }),
    );
  }

  /** Takes one text frame from the client. */
  receive(raw: string): void {
    if (this.leaving !== null) {
      return;
    }
    const message = parseMessage(raw);
    if (Buffer.byteLength(raw) > this.app.maxMessageBytes) {
      this.send(
        errorFrame(
          PusherError.invalidMessage,
          `Messages are limited to ${this.app.maxMessageBytes} bytes.`,
          typeof message?.channel === 'string' ? message.channel : undefined,
        ),
      );
      return;
    }
    if (message === null) {
      this.send(errorFrame(PusherError.invalidMessage, 'A message must be a JSON object.'));
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => this.context.log.error({ err: error }, 'realtime message failed'));
  }

  /**
   * The socket is closing: its subscriptions end, and presence tells the others it left. Settles
   * once every node's counts know it, so the close is answered only after (socketServer.ts); asked
   * again, it answers the same promise.
   */
  leave(): Promise<void> {
    this.leaving ??= this.queue
      .then(() =>
        Promise.all([
          ...[...this.subscriptions.keys()].map((channel) => this.unsubscribe(channel)),
          this.signOut(),
        ]),
      )
      .then(() => undefined)
      .catch((error: unknown) => this.context.log.error({ err: error }, 'realtime close failed'));
    return this.leaving;
  }

  private async handle(message: IncomingMessage): Promise<void> {
    if (typeof message.event !== 'string') {
      this.send(errorFrame(PusherError.invalidMessage, 'A message must name its event.'));
      return;
    }
    const data = parseData(message.data);
    switch (message.event) {
      case 'pusher:ping':
        this.send(frame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        await this.subscribe(data);
        return;
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') {
          await this.unsubscribe(data.channel);
        }
        return;
      case 'pusher:signin':
        await this.signIn(data);
        return;
      default:
        if (message.event.startsWith('client-')) {
          await this.clientEvent(message.event, message.channel, message.data);
        }
    }
  }

  private async subscribe(data: Record<string, unknown>): Promise<void> {
    const channel = data.channel;
    if (typeof channel !== 'string') {
      this.send(errorFrame(PusherError.invalidMessage, 'A subscription must name its channel.'));
      return;
    }
    const problem = channelNameProblem(channel);
    if (problem !== null) {
      this.send(
        subscriptionErrorFrame(channel, { type: 'InvalidChannel', error: problem, status: 400 }),
      );
      return;
    }
    const kind = channelKind(channel);
    const authorized = this.authorize(kind, channel, data);
    if (authorized === null) {
      const error = `Not authorized to subscribe to ${channel}.`;
      this.send(subscriptionErrorFrame(channel, { type: 'AuthError', error, status: 401 }));
      return;
    }
    if (this.subscriptions.has(channel)) {
      // Clients resubscribe after a hiccup; the subscription stands, so it succeeds again.
      await this.sendSubscribed(channel, kind);
      return;
    }
    const { userId, userInfo } = authorized;
    const appId = this.app.id;
    const { state, subscribers, webhooks } = this.context;
    if (kind === 'presence' && userId !== null) {
      // Within the app's limits before anything is written: the size here, the members in the
      // channel state, which counts them on all nodes in the same step that joins.
      const refusal = this.presenceLimitProblem(userInfo);
      const joined =
        refusal === null
          ? await state.joinPresence(
              appId,
              channel,
              this.ref,
              { userId, userInfo },
              this.app.maxPresenceMembers,
            )
          : null;
      if (refusal !== null || joined?.full === true) {
        this.send(
          subscriptionErrorFrame(
            channel,
            refusal ?? {
              type: 'LimitReached',
              error: 'The maximum members per presence channel limit was reached',
              status: 4100,
            },
          ),
        );
        return;
      }
      this.subscriptions.set(channel, { kind, userId });
      subscribers.add(appId, channel, this, memberKey(userId));
      const { firstInChannel } = await state.subscribed(appId, channel, this.ref);
      if (firstInChannel) {
        webhooks.notify(appId, { name: 'channel_occupied', channel });
      }
      await this.sendSubscribed(channel, kind);
      if (joined?.firstForUser === true) {
        webhooks.notify(appId, { name: 'member_added', channel, user_id: userId });
        await this.context.fanout.publish({
          appId,
          channel,
          event: 'pusher_internal:member_added',
          data: JSON.stringify({ user_id: userId, user_info: userInfo }),
          exceptSocketId: this.socketId,
        });
      }
      return;
    }
    this.subscriptions.set(channel, { kind, userId });
    subscribers.add(appId, channel, this, userId === null ? null : memberKey(userId));
    const { count, firstInChannel } = await state.subscribed(appId, channel, this.ref);
    if (firstInChannel) {
      webhooks.notify(appId, { name: 'channel_occupied', channel });
    }
    await this.sendSubscribed(channel, kind);
    await this.countChanged(channel, kind, count);
  }

  /** A presence member's user_info over the app's limit, as soketi refuses it; null within it. */
  private presenceLimitProblem(userInfo: unknown) {
    const bytes = userInfo === undefined ? 0 : Buffer.byteLength(JSON.stringify(userInfo));
    if (bytes <= this.app.maxPresenceUserInfoBytes) {
      return null;
    }
    return {
      type: 'LimitReached' as const,
      error: `The maximum size for a channel member is ${this.app.maxPresenceUserInfoBytes} bytes.`,
      status: 4301,
    };
  }

  /**
   * `pusher_internal:subscription_count` to every subscriber left on the channel, on any node,
   * when the app counts subscriptions; presence channels have their members instead, as in Pusher.
   */
  private async countChanged(channel: string, kind: ChannelKind, count: number): Promise<void> {
    if (!this.app.subscriptionCount || kind === 'presence' || kind === 'user' || count === 0) {
      return;
    }
    await this.context.fanout.publish({
      appId: this.app.id,
      channel,
      event: 'pusher_internal:subscription_count',
      data: JSON.stringify({ subscription_count: count }),
    });
  }

  /** The subscriber's user (from signed channel_data) when allowed; null when refused. */
  private authorize(
    kind: ChannelKind,
    channel: string,
    data: Record<string, unknown>,
  ): { userId: PresenceUserId | null; userInfo: unknown } | null {
    if (kind === 'public') {
      return { userId: null, userInfo: undefined };
    }
    if (kind === 'user') {
      const allowed = channel === `${SERVER_TO_USER_PREFIX}${this.signedInUserId}`;
      return allowed ? { userId: this.signedInUserId, userInfo: undefined } : null;
    }
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    const expected = signChannel(this.app, this.socketId, channel, channelData);
    if (!validSignature(data.auth, expected)) {
      return null;
    }
    const member = channelData === undefined ? null : parseMember(channelData);
    if (kind === 'presence' && member === null) {
      return null;
    }
    return member ?? { userId: null, userInfo: undefined };
  }

  /** subscription_succeeded, then on a cache channel its last event or `pusher:cache_miss`. */
  private async sendSubscribed(channel: string, kind: ChannelKind): Promise<void> {
    await this.sendSucceeded(channel, kind);
    if (!isCacheChannel(channel)) {
      return;
    }
    const cached = await this.context.cache.recall(this.app.id, channel);
    if (cached === null) {
      // Pusher tells the app's back-end too, which may publish what the channel should hold.
      this.context.webhooks.notify(this.app.id, { name: 'cache_miss', channel });
    }
    // As Pusher sends it: the event as published, or a miss with no data.
    this.send(
      JSON.stringify(
        cached === null
          ? { event: 'pusher:cache_miss', channel }
          : { event: cached.event, channel, data: cached.data },
      ),
    );
  }

  private async sendSucceeded(channel: string, kind: ChannelKind): Promise<void> {
    if (kind !== 'presence') {
      this.send(frame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }
    const members = await this.context.state.presenceMembers(this.app.id, channel);
    const presence = {
      ids: members.map((member) => member.userId),
      hash: Object.fromEntries(
        members.map((member) => [memberKey(member.userId), member.userInfo ?? null]),
      ),
      count: members.length,
    };
    this.send(frame('pusher_internal:subscription_succeeded', { presence }, channel));
  }

  private async unsubscribe(channel: string): Promise<void> {
    const subscription = this.subscriptions.get(channel);
    if (subscription === undefined) {
      return;
    }
    const appId = this.app.id;
    const { state, subscribers, webhooks } = this.context;
    this.subscriptions.delete(channel);
    subscribers.remove(appId, channel, this.socketId);
    const { count, lastInChannel } = await state.unsubscribed(appId, channel, this.ref);
    const left =
      subscription.kind === 'presence' ? await state.leavePresence(appId, channel, this.ref) : null;
    if (left !== null) {
      webhooks.notify(appId, { name: 'member_removed', channel, user_id: left.userId });
      await this.context.fanout.publish({
        appId,
        channel,
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: left.userId }),
      });
    }
    await this.countChanged(channel, subscription.kind, count);
    if (lastInChannel) {
      webhooks.notify(appId, { name: 'channel_vacated', channel });
    }
  }

  private async signIn(data: Record<string, unknown>): Promise<void> {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    const user = parseUser(userData);
    const expected = signUser(this.app, this.socketId, userData);
    if (user === null || !validSignature(data.auth, expected)) {
      this.send(errorFrame(PusherError.unauthorized, 'The sign-in is not valid.'));
      return;
    }
    if (user.watchlist === null) {
      const message = `A watchlist is a list of at most ${MAX_WATCHLIST} user ids.`;
      this.send(errorFrame(PusherError.unauthorized, message));
      return;
    }
    // Signing in again as another user: the first one goes offline on this socket.
    await this.signOut();
    this.signedInUserId = memberKey(user.id);
    this.signedInSession = user.session;
    // Online on every node before the client hears it signed in, as a leave counts before a close.
    this.online = this.app.watchlistEvents;
    if (this.online) {
      await this.context.online.signedIn(this.watchingSocket(), user.id, user.watchlist);
    }
    this.send(frame('pusher:signin_success', { user_data: userData }));
    if (this.online) {
      await this.context.online.sendStatus(this.watchingSocket(), user.watchlist);
    }
  }

  private async signOut(): Promise<void> {
    if (this.online) {
      this.online = false;
      await this.context.online.signedOut(this.watchingSocket());
    }
  }

  private watchingSocket() {
    return { appId: this.app.id, ref: this.ref, send: (text: string) => this.send(text) };
  }

  private async clientEvent(event: string, channel: unknown, data: unknown): Promise<void> {
    const named = typeof channel === 'string' ? channel : undefined;
    const refuse = (code: PusherErrorCode, message: string) =>
      this.send(errorFrame(code, message, named));
    if (!this.app.clientEvents) {
      refuse(PusherError.clientEventRejected, 'Client events are not enabled for this app.');
      return;
    }
    if (event.length > MAX_NAME_LENGTH) {
      refuse(
        PusherError.clientEventRejected,
        `Event names are limited to ${MAX_NAME_LENGTH} characters.`,
      );
      return;
    }
    const subscription = named === undefined ? undefined : this.subscriptions.get(named);
    const whispering = subscription?.kind === 'private' || subscription?.kind === 'presence';
    if (named === undefined || subscription === undefined || !whispering) {
      // Not a refused event but a channel this socket may not speak on: an authorization.
      refuse(
        PusherError.unauthorized,
        'Client events are only allowed on private and presence channels you are subscribed to.',
      );
      return;
    }
    if (!this.withinClientEventRate()) {
      refuse(
        PusherError.clientEventRejected,
        `Client events are limited to ${CLIENT_EVENTS_PER_SECOND} per second.`,
      );
      return;
    }
    const text = typeof data === 'string' ? data : JSON.stringify(data ?? {});
    const userId = subscription.kind === 'presence' ? subscription.userId : null;
    this.context.webhooks.notify(this.app.id, {
      name: 'client_event',
      channel: named,
      event,
      data: text,
      socket_id: this.socketId,
      ...(userId === null ? {} : { user_id: userId }),
    });
    await this.context.fanout.publish({
      appId: this.app.id,
      channel: named,
      event,
      data: text,
      exceptSocketId: this.socketId,
      ...(userId === null ? {} : { userId }),
    });
  }

  private withinClientEventRate(): boolean {
    const now = Date.now();
    if (now - this.clientEventWindow.startedAt >= 1000) {
      this.clientEventWindow = { startedAt: now, count: 0 };
    }
    this.clientEventWindow.count += 1;
    return this.clientEventWindow.count <= CLIENT_EVENTS_PER_SECOND;
  }
}

function parseMessage(raw: string): IncomingMessage | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as IncomingMessage) : null;
  } catch {
    return null;
  }
}

// pusher-js sends `data` as an object; other clients send it as a JSON string.
function parseData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      return parseData(JSON.parse(data));
    } catch {
      return {};
    }
  }
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** A user id as Pusher takes one: a non-empty string or a finite number, kept as written. */
function asUserId(value: unknown): PresenceUserId | null {
  if (typeof value === 'string' && value !== '') {
    return value;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function parseMember(channelData: string): { userId: PresenceUserId; userInfo: unknown } | null {
  const parsed = parseData(channelData);
  const userId = asUserId(parsed.user_id);
  return userId === null ? null : { userId, userInfo: parsed.user_info };
}

/**
 * The signed-in user's id as written (the server-to-user channel names it by its memberKey) and
 * their watchlist: empty when there is none, null when it is not a list of ids within the limit.
 */
function parseUser(
  userData: string,
): { id: PresenceUserId; session: string | null; watchlist: PresenceUserId[] | null } | null {
  const parsed = parseData(userData);
  const id = asUserId(parsed.id);
  if (id === null) {
    return null;
  }
  const list = parsed.watchlist ?? [];
  const ids = Array.isArray(list) ? list.map(asUserId) : [null];
  const valid =
    ids.length <= MAX_WATCHLIST && ids.every((entry): entry is PresenceUserId => entry !== null);
  const session = typeof parsed.session === 'string' ? parsed.session : null;
  return { id, session, watchlist: valid ? ids : null };
}
