import type { Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/harness.ts';
import {
  nextEvent,
  pusherServerLibrary,
  subscribed,
  usePusherClients,
} from '../../../../test/realtimeClients.ts';
import { type RealtimeTestServer, startRealtimeServer } from '../../../../test/realtimeServer.ts';
import { type RedisServer, startRedisServer } from '../../../../test/redisServer.ts';
import { TEST_REALTIME, TEST_REALTIME_APP } from '../../../../test/server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/webhookReceiver.ts';
import { WEBHOOK_EVENT_NAMES } from './events.ts';

// Pusher webhooks (issue 25) POSTed to a plain HTTP receiver that checks each one with the
// official library, from one node, and from two nodes sharing a Redis that behave as one.

const database = useTestDatabase();
const openClient = usePusherClients();
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver(TEST_REALTIME_APP);
});
afterAll(async () => {
  await receiver?.close();
});

/** A node whose queue polls twice a second and retries at once. */
const startNode = (redisUrl: string | null) =>
  startRealtimeServer({
    settings: {
      ...TEST_REALTIME,
      redisUrl,
      apps: [
        {
          ...TEST_REALTIME_APP,
          webhooks: [
            { url: `${receiver.url}/all`, events: [...WEBHOOK_EVENT_NAMES] },
            { url: `${receiver.url}/members`, events: ['member_added', 'member_removed'] },
          ],
        },
      ],
    },
    webhookQueue: { pool: database.pool, pollingIntervalSeconds: 0.5, retryDelaySeconds: 0 },
  });

/** Where the first client connects (a) and where the others do (b): one node, or two. */
type Nodes = { a: RealtimeTestServer; b: RealtimeTestServer; close: () => Promise<void> };

const topologies: { name: string; tag: string; start: () => Promise<Nodes> }[] = [
  {
    name: 'one node',
    tag: 'one',
    start: async () => {
      const node = await startNode(null);
      return { a: node, b: node, close: node.close };
    },
  },
  {
    name: 'two nodes over Redis',
    tag: 'two',
    start: async () => {
      const redis: RedisServer = await startRedisServer();
      const a = await startNode(redis.url);
      const b = await startNode(redis.url);
      return {
        a,
        b,
        close: async () => {
          await Promise.all([a.close(), b.close()]);
          await redis.stop();
        },
      };
    },
  },
];

/** The events on `channel` a webhook's receiver accepted (answered 2xx), in arrival order. */
const delivered = (channel: string, webhookPath = '/all') =>
  receiver.received
    .filter((webhook) => webhook.status === 200 && webhook.path.endsWith(webhookPath))
    .flatMap((webhook) => webhook.events)
    .filter((event) => event.channel === channel);

const named = (channel: string, name: string) =>
  delivered(channel).filter((event) => event.name === name);

const arrived = (channel: string, name: string, count = 1) =>
  receiver.until(() => named(channel, name).length >= count);

describe.each(topologies)('$name', (topology) => {
  let nodes: Nodes;
  beforeAll(async () => {
    nodes = await topology.start();
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('sends channel_occupied for the first subscriber of the cluster and channel_vacated after the last', async () => {
    const channel = `webhooks-room-${topology.tag}`;
    const ann = await openClient(nodes.a);
    await subscribed(ann, channel);
    const bob = await openClient(nodes.b);
    await subscribed(bob, channel);
    ann.disconnect();
    bob.disconnect();
    // Each node sends its own batch: the occupied may come after the vacated.
    await arrived(channel, 'channel_vacated');
    await arrived(channel, 'channel_occupied');

    // Nodes queue apart, so arrival order is not asserted; how many is.
    expect(delivered(channel)).toHaveLength(2);
    expect(named(channel, 'channel_occupied')).toEqual([{ name: 'channel_occupied', channel }]);
    expect(named(channel, 'channel_vacated')).toEqual([{ name: 'channel_vacated', channel }]);
    const carrying = receiver.received.filter((webhook) => webhook.body.includes(channel));
    for (const webhook of carrying) {
      expect(webhook.valid).toBe(true);
      expect(webhook.headers['x-pusher-key']).toBe(TEST_REALTIME_APP.key);
      expect(webhook.headers['content-type']).toBe('application/json');
      expect(Object.keys(JSON.parse(webhook.body) as object)).toEqual(['time_ms', 'events']);
    }
  });

  it('sends member_added and member_removed once per user, however many sockets they have', async () => {
    const channel = `presence-webhooks-${topology.tag}`;
    const annOnA = await openClient(nodes.a, { userId: 1 });
    await subscribed(annOnA, channel);
    const annOnB = await openClient(nodes.b, { userId: 1 });
    await subscribed(annOnB, channel);
    const bob = await openClient(nodes.b, { userId: 'bob' });
    await subscribed(bob, channel);
    await arrived(channel, 'member_added', 2);

    // Ann keeps a socket: only Bob leaves.
    annOnA.disconnect();
    bob.disconnect();
    await arrived(channel, 'member_removed');
    expect(named(channel, 'member_removed')).toEqual([
      { name: 'member_removed', channel, user_id: 'bob' },
    ]);

    annOnB.disconnect();
    await arrived(channel, 'channel_vacated');
    expect(named(channel, 'channel_occupied')).toHaveLength(1);
    const added = named(channel, 'member_added');
    expect(added).toHaveLength(2);
    expect(added).toEqual(
      expect.arrayContaining([
        { name: 'member_added', channel, user_id: 1 },
        { name: 'member_added', channel, user_id: 'bob' },
      ]),
    );
    expect(named(channel, 'member_removed')).toEqual([
      { name: 'member_removed', channel, user_id: 'bob' },
      { name: 'member_removed', channel, user_id: 1 },
    ]);
    expect(named(channel, 'channel_vacated')).toHaveLength(1);
    // The webhook that asked for member events only got those, each once.
    await receiver.until(() => delivered(channel, '/members').length >= 4);
    const members = delivered(channel, '/members');
    expect(members.map((event) => event.name).sort()).toEqual([
      'member_added',
      'member_added',
      'member_removed',
      'member_removed',
    ]);
  });

  it('sends client_event with its data, the sender’s socket and its presence user', async () => {
    const channel = `presence-webhooks-talk-${topology.tag}`;
    const ann = await openClient(nodes.a, { userId: 7 });
    const annChannel: Channel = await subscribed(ann, channel);
    const bob = await openClient(nodes.b, { userId: 8 });
    const bobHears = nextEvent(await subscribed(bob, channel), 'client-typing', 30_000);
    annChannel.trigger('client-typing', { typing: true });
    await bobHears;
    await arrived(channel, 'client_event');

    expect(named(channel, 'client_event')).toEqual([
      {
        name: 'client_event',
        channel,
        event: 'client-typing',
        data: JSON.stringify({ typing: true }),
        socket_id: ann.connection.socket_id,
        user_id: 7,
      },
    ]);
  });

  it('sends a webhook the receiver answered with 500 again, with the same body and signature', async () => {
    const channel = `webhooks-retry-${topology.tag}`;
    receiver.failFirstOn(channel);
    const ann = await openClient(nodes.b);
    await subscribed(ann, channel);
    await arrived(channel, 'channel_occupied');

    const attempts = receiver.received.filter((webhook) =>
      webhook.events.some((event) => event.channel === channel),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    const [failed, retried] = attempts;
    expect(retried?.body).toBe(failed?.body);
    expect(retried?.headers['x-pusher-signature']).toBe(failed?.headers['x-pusher-signature']);
    expect(retried?.valid).toBe(true);
  });

  it('sends cache_miss when a cache channel is subscribed with nothing kept, not after a publish', async () => {
    const channel = `cache-webhooks-${topology.tag}`;
    const ann = await openClient(nodes.a);
    await subscribed(ann, channel);
    await arrived(channel, 'cache_miss');
    expect(named(channel, 'cache_miss')).toEqual([{ name: 'cache_miss', channel }]);

    await pusherServerLibrary(nodes.b).trigger(channel, 'figures', { n: 1 });
    const bob = await openClient(nodes.b);
    await subscribed(bob, channel);
    ann.disconnect();
    bob.disconnect();
    // The vacated channel comes after Bob's subscription, which found the event kept.
    await arrived(channel, 'channel_vacated');
    expect(named(channel, 'cache_miss')).toHaveLength(1);
  });
});
