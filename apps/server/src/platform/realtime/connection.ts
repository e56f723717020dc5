import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeApp } from './apps.ts';
import type { LocalSubscribers } from './localSubscribers.ts';
import {
  type ChannelKind,
  channelKind,
  errorFrame,
  frame,
  PusherError,
  SERVER_TO_USER_PREFIX,
  validChannelName,
} from './protocol.ts';
import { signChannel, signUser, validSignature } from './signatures.ts';
import type { ChannelState, Fanout, SocketRef } from './types.ts';

/** What every connection of a node shares. */
export type ConnectionContext = {
  nodeId: string;
  state: ChannelState;
  fanout: Fanout;
  subscribers: LocalSubscribers;
  log: FastifyBaseLogger;
};

/** The socket underneath, as much of it as the protocol needs. */
export type ProtocolSocket = {
  send(frame: string): void;
};

type Subscription = { kind: ChannelKind; userId: string | null };

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
  private queue: Promise<void> = Promise.resolve();
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
    if (Buffer.byteLength(raw) > this.app.maxMessageBytes) {
      this.send(
        errorFrame(
          PusherError.messageTooLarge,
          `Messages are limited to ${this.app.maxMessageBytes} bytes.`,
        ),
      );
      return;
    }
    let message: IncomingMessage;
    try {
      message = JSON.parse(raw) as IncomingMessage;
    } catch {
      this.send(errorFrame(null, 'A message must be a JSON object.'));
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => this.context.log.error({ err: error }, 'realtime message failed'));
  }

  /** The socket is gone: its subscriptions end, and presence tells the others it left. */
  closed(): Promise<void> {
    this.queue = this.queue
      .then(async () => {
        for (const channel of [...this.subscriptions.keys()]) {
          await this.unsubscribe(channel);
        }
      })
      .catch((error: unknown) => this.context.log.error({ err: error }, 'realtime close failed'));
    return this.queue;
  }

  private async handle(message: IncomingMessage): Promise<void> {
    if (message === null || typeof message !== 'object' || typeof message.event !== 'string') {
      this.send(errorFrame(null, 'A message must name its event.'));
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
        this.signIn(data);
        return;
      default:
        if (message.event.startsWith('client-')) {
          await this.clientEvent(message.event, message.channel, message.data);
        }
    }
  }

  private async subscribe(data: Record<string, unknown>): Promise<void> {
    const channel = data.channel;
    if (!validChannelName(channel)) {
      this.send(errorFrame(null, 'The channel name is missing or not valid.'));
      return;
    }
    const kind = channelKind(channel);
    const authorized = this.authorize(kind, channel, data);
    if (authorized === null) {
      this.send(errorFrame(PusherError.unauthorized, `Not authorized to subscribe to ${channel}.`));
      return;
    }
    if (this.subscriptions.has(channel)) {
      // Clients resubscribe after a hiccup; the subscription stands, so it succeeds again.
      await this.sendSubscribed(channel, kind);
      return;
    }
    const { userId, userInfo } = authorized;
    const appId = this.app.id;
    const { state, subscribers } = this.context;
    this.subscriptions.set(channel, { kind, userId });
    subscribers.add(appId, channel, this, userId);
    await state.subscribed(appId, channel, this.ref);
    if (kind === 'presence' && userId !== null) {
      const { firstForUser } = await state.joinPresence(appId, channel, this.ref, {
        userId,
        userInfo,
      });
      await this.sendSubscribed(channel, kind);
      if (firstForUser) {
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
    await this.sendSubscribed(channel, kind);
  }

  /** The subscriber's user (from signed channel_data) when allowed; null when refused. */
  private authorize(
    kind: ChannelKind,
    channel: string,
    data: Record<string, unknown>,
  ): { userId: string | null; userInfo: unknown } | null {
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

  private async sendSubscribed(channel: string, kind: ChannelKind): Promise<void> {
    if (kind !== 'presence') {
      this.send(frame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }
    const members = await this.context.state.presenceMembers(this.app.id, channel);
    const presence = {
      ids: members.map((member) => member.userId),
      hash: Object.fromEntries(members.map((member) => [member.userId, member.userInfo ?? null])),
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
    const { state, subscribers } = this.context;
    this.subscriptions.delete(channel);
    subscribers.remove(appId, channel, this.socketId);
    await state.unsubscribed(appId, channel, this.ref);
    if (subscription.kind !== 'presence') {
      return;
    }
    const left = await state.leavePresence(appId, channel, this.ref);
    if (left !== null) {
      await this.context.fanout.publish({
        appId,
        channel,
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: left.userId }),
      });
    }
  }

  private signIn(data: Record<string, unknown>): void {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    const userId = parseUserId(userData);
    const expected = signUser(this.app, this.socketId, userData);
    if (userId === null || !validSignature(data.auth, expected)) {
      this.send(errorFrame(PusherError.unauthorized, 'The sign-in is not valid.'));
      return;
    }
    this.signedInUserId = userId;
    this.send(frame('pusher:signin_success', { user_data: userData }));
  }

  private async clientEvent(event: string, channel: unknown, data: unknown): Promise<void> {
    if (!this.app.clientEvents) {
      this.send(
        errorFrame(PusherError.unauthorized, 'Client events are not enabled for this app.'),
      );
      return;
    }
    const subscription = typeof channel === 'string' ? this.subscriptions.get(channel) : undefined;
    const whispering = subscription?.kind === 'private' || subscription?.kind === 'presence';
    if (typeof channel !== 'string' || subscription === undefined || !whispering) {
      this.send(
        errorFrame(
          PusherError.unauthorized,
          'Client events are only allowed on private and presence channels you are subscribed to.',
        ),
      );
      return;
    }
    if (!this.withinClientEventRate()) {
      this.send(
        errorFrame(
          PusherError.clientEventRateLimit,
          `Client events are limited to ${CLIENT_EVENTS_PER_SECOND} per second.`,
        ),
      );
      return;
    }
    await this.context.fanout.publish({
      appId: this.app.id,
      channel,
      event,
      data: typeof data === 'string' ? data : JSON.stringify(data ?? {}),
      exceptSocketId: this.socketId,
      ...(subscription.kind === 'presence' && subscription.userId !== null
        ? { userId: subscription.userId }
        : {}),
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

function parseMember(channelData: string): { userId: string; userInfo: unknown } | null {
  const parsed = parseData(channelData);
  const userId = parsed.user_id;
  if ((typeof userId !== 'string' || userId === '') && typeof userId !== 'number') {
    return null;
  }
  return { userId: String(userId), userInfo: parsed.user_info };
}

function parseUserId(userData: string): string | null {
  const id = parseData(userData).id;
  return typeof id === 'string' && id !== '' ? id : null;
}
