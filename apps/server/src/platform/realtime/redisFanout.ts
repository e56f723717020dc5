import type { FastifyBaseLogger } from 'fastify';
import { connect, quit, ready, withinStartup } from './redisConnection.ts';
import type { Fanout, RealtimeMessage } from './types.ts';

export type RedisFanoutOptions = {
  url: string;
  /** This node, so it skips its own messages coming back from Redis. */
  nodeId: string;
  /** One pub/sub channel per deployment: nodes of another deployment on the same Redis stay apart. */
  prefix: string;
  log: FastifyBaseLogger;
};

/** What travels on the pub/sub channel: the message and the node that raised it. */
type Envelope = { node: string; message: RealtimeMessage };

/**
 * Fan-out through Redis pub/sub: every node publishes to one channel and subscribes to it on a
 * connection of its own (a subscribed connection can run no other command).
 *
 * A node hands its own messages to its handlers directly instead of waiting for Redis to echo
 * them: its own clients then still get events while Redis is down, and one hop is saved.
 */
export async function createRedisFanout(options: RedisFanoutOptions): Promise<Fanout> {
  const channel = `${options.prefix}:events`;
  const handlers: Array<(message: RealtimeMessage) => void> = [];
  const deliver = (message: RealtimeMessage) => {
    for (const handler of handlers) {
      handler(message);
    }
  };

  // No offline queue on the publisher: while Redis is away a publish fails at once (and is
  // logged) rather than piling up and holding the request that raised the event.
  const publisher = connect(options, 'publisher', { enableOfflineQueue: false });
  // Subscribed again on every (re)connect by this code rather than by ioredis, which would
  // forget a channel whose first subscribe failed while Redis was down.
  const subscriber = connect(options, 'subscriber', { autoResubscribe: false });
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => resolve(),
        (error: unknown) => options.log.error({ err: error }, 'realtime: Redis subscribe failed'),
      );
    });
  });
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) {
      return;
    }
    const envelope = parseEnvelope(raw);
    if (envelope === null) {
      options.log.warn({ channel }, 'realtime: unreadable message on the Redis channel ignored');
      return;
    }
    if (envelope.node !== options.nodeId) {
      deliver(envelope.message);
    }
  });
  // Awaited so a message another node publishes right after start-up is not missed; bounded so
  // a Redis that is down does not stop the app starting.
  await withinStartup(subscribed);
  await withinStartup(ready(publisher));

  return {
    async publish(message) {
      deliver(message);
      const envelope: Envelope = { node: options.nodeId, message };
      try {
        await publisher.publish(channel, JSON.stringify(envelope));
      } catch (error) {
        options.log.warn(
          { err: error, channel: message.channel, event: message.event },
          'realtime: Redis unavailable, event delivered on this node only',
        );
      }
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const value = JSON.parse(raw) as Partial<Envelope> | null;
    const message = value?.message;
    if (
      typeof value?.node !== 'string' ||
      typeof message?.appId !== 'string' ||
      typeof message.channel !== 'string' ||
      typeof message.event !== 'string' ||
      typeof message.data !== 'string'
    ) {
      return null;
    }
    return value as Envelope;
  } catch {
    return null;
  }
}
