import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PusherServer from 'pusher';
import PusherClient, { type Channel, type PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.ts';
import { type RedisServer, startRedisServer } from '../../../test/redisServer.ts';
import { TEST_REALTIME_APP } from '../../../test/server.ts';
import { type ServerProcess, startServerProcess } from '../../../test/serverProcess.ts';
import { signChannel } from './signatures.ts';

// Two server processes as an operator runs them, on one database and one Redis: what one node
// hears, the other's clients get, and presence is one list across both.

const app = TEST_REALTIME_APP;
let redis: RedisServer | undefined;
// The database is the harness's; the nodes and Redis are this file's own.
const database = useTestDatabase();
let dataDir: string | undefined;
const nodes: ServerProcess[] = [];
const clients: PusherClient[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-two-nodes-'));
  const env = {
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    REVERB_APP_ID: app.id,
    REVERB_APP_KEY: app.key,
    REVERB_APP_SECRET: app.secret,
    REVERB_ENCRYPTION_MASTER_KEY: app.encryptionMasterKey,
    REVERB_CLIENT_EVENTS: 'true',
  };
  // One at a time: both apply migrations to the same database at start.
  for (let index = 0; index < 2; index++) {
    nodes.push(await startServerProcess(env));
  }
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(nodes.map((node) => node.stop()));
  await redis?.stop();
  if (dataDir !== undefined) {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.disconnect();
  }
});

const nodeA = () => nodes[0] as ServerProcess;
const nodeB = () => nodes[1] as ServerProcess;

/**
 * pusher-js on one node, as user `userId` on presence channels; channels are signed with the
 * app's secret here, as any back-end's authorizer would (who may join is not this test's subject).
 */
function connectClient(node: ServerProcess, userId = 'anonymous'): PusherClient {
  const client = new PusherClient(app.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: node.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const channelData = channelName.startsWith('presence-')
          ? JSON.stringify({ user_id: userId, user_info: { name: `User ${userId}` } })
          : undefined;
        callback(null, {
          auth: signChannel(app, socketId, channelName, channelData),
          ...(channelData === undefined ? {} : { channel_data: channelData }),
        });
      },
    },
  });
  clients.push(client);
  return client;
}

function subscribed<C extends Channel>(client: PusherClient, channelName: string): Promise<C> {
  const channel = client.subscribe(channelName) as C;
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscribing to ${channelName} failed: ${JSON.stringify(error)}`)),
    );
  });
}

/** Every `event` the channel hears, in order, and a wait for the next one. */
function heard<T>(channel: Channel, event: string) {
  const received: T[] = [];
  const waiting: Array<() => void> = [];
  channel.bind(event, (data: T) => {
    received.push(data);
    for (const wake of waiting.splice(0)) {
      wake();
    }
  });
  return {
    received,
    async count(expected: number, withinMs = 30_000): Promise<T[]> {
      const deadline = Date.now() + withinMs;
      while (received.length < expected && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
  };
}

const trigger = (node: ServerProcess) =>
  new PusherServer({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: '127.0.0.1',
    port: String(node.port),
    useTLS: false,
  });

/** Lets a subscription made on one node reach Redis before the other node is asked about it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('two nodes on one Redis', () => {
  it('delivers an event triggered on node B to a client on node A, once', async () => {
    const onA = await subscribed(connectClient(nodeA()), 'two-nodes-news');
    const news = heard<{ text: string }>(onA, 'headline');

    const response = await trigger(nodeB()).trigger('two-nodes-news', 'headline', {
      text: 'from node B',
    });
    expect(response.status).toBe(200);

    expect(await news.count(1)).toEqual([{ text: 'from node B' }]);
    await settle();
    expect(news.received).toHaveLength(1);
  });

  it("answers the trigger API's channel info with subscriptions on both nodes", async () => {
    await subscribed(connectClient(nodeA()), 'two-nodes-info');
    await subscribed(connectClient(nodeB()), 'two-nodes-info');

    // Node B's subscription reaches Redis on its own time: ask until node A counts it.
    await expect
      .poll(async () => {
        const response = await trigger(nodeA()).get({
          path: '/channels/two-nodes-info',
          params: { info: 'subscription_count' },
        });
        return { status: response.status, body: await response.json() };
      })
      .toMatchObject({ status: 200, body: { occupied: true, subscription_count: 2 } });
  });

  it('shares presence: a member joining on B is seen on A, counted once across nodes, and removed with its last socket', async () => {
    const channelName = 'presence-hubs.9001';
    const annOnA = await subscribed<PresenceChannel>(connectClient(nodeA(), '1'), channelName);
    const added = heard<{ id: string; info: unknown }>(annOnA, 'pusher:member_added');
    const removed = heard<{ id: string }>(annOnA, 'pusher:member_removed');

    const bobOnB = connectClient(nodeB(), '2');
    await subscribed(bobOnB, channelName);
    expect(await added.count(1)).toEqual([{ id: '2', info: { name: 'User 2' } }]);

    // Bob again, now on node A too: one member still.
    const bobOnA = connectClient(nodeA(), '2');
    const bobsSecond = await subscribed<PresenceChannel>(bobOnA, channelName);
    expect(bobsSecond.members.count).toBe(2);
    expect(Object.keys(bobsSecond.members.members).sort()).toEqual(['1', '2']);
    await settle();
    expect(added.received).toHaveLength(1);
    expect(annOnA.members.count).toBe(2);

    const users = await trigger(nodeB()).get({ path: `/channels/${channelName}/users` });
    const { users: listed } = (await users.json()) as { users: { id: string }[] };
    expect(listed.map((user) => user.id).sort()).toEqual(['1', '2']);

    // Bob's socket on B goes: he is still here through A, nobody hears he left.
    bobOnB.disconnect();
    await settle();
    expect(removed.received).toEqual([]);

    bobOnA.disconnect();
    expect(await removed.count(1)).toEqual([{ id: '2', info: { name: 'User 2' } }]);
    expect(annOnA.members.count).toBe(1);
  });

  it("carries a member's client event to the other node, naming its sender, and not back to it", async () => {
    const channelName = 'presence-hubs.9002';
    const annOnA = await subscribed<PresenceChannel>(connectClient(nodeA(), '1'), channelName);
    const bobOnB = await subscribed<PresenceChannel>(connectClient(nodeB(), '2'), channelName);
    const heardByAnn = new Promise<{ data: unknown; userId: unknown }>((resolve) => {
      annOnA.bind('client-typing', (data: unknown, metadata: { user_id?: unknown }) =>
        resolve({ data, userId: metadata?.user_id }),
      );
    });
    const echoed = heard(bobOnB, 'client-typing');

    expect(bobOnB.trigger('client-typing', { typing: true })).toBe(true);

    expect(await heardByAnn).toEqual({ data: { typing: true }, userId: '2' });
    await settle();
    expect(echoed.received).toEqual([]);
  });
});
