import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../../../test/redisServer.ts';
import { createMemoryChannelState } from './memoryChannelState.ts';
import { createMemoryFanout } from './memoryFanout.ts';
import { createRedisChannelState } from './redisChannelState.ts';
import { createRedisFanout } from './redisFanout.ts';
import type { ChannelState, Fanout, PresenceMember, RealtimeMessage, SocketRef } from './types.ts';

/**
 * The same behaviour asked of every backend. "Two nodes" are two views of one backend: two
 * instances on one Redis, or the one in-memory instance twice (sockets still name their node).
 */
type Nodes = {
  states: [ChannelState, ChannelState];
  fanouts: [Fanout, Fanout];
  /** Members the backend reported gone at a node's close or sweep, as `app/channel/user`. */
  gone: string[];
  stop: () => Promise<void>;
};

type Backend = { name: string; start: () => Promise<Nodes> };

const log = pino({ level: 'silent' });
let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

const uniquePrefix = () => `hearth-test:${randomBytes(4).toString('hex')}`;

async function startRedisNodes(
  options: { heartbeatMs?: number; url?: string } = {},
): Promise<Nodes & { prefix: string }> {
  const prefix = uniquePrefix();
  const url = options.url ?? redis.url;
  const gone: string[] = [];
  const node = async (nodeId: string) => {
    const state = await createRedisChannelState({
      url,
      nodeId,
      prefix,
      log,
      heartbeatMs: options.heartbeatMs,
      onMemberGone: async (appId, channel, member) => {
        gone.push(`${appId}/${channel}/${member.userId}`);
      },
    });
    const fanout = await createRedisFanout({ url, nodeId, prefix, log });
    return { state, fanout };
  };
  const a = await node('node-a');
  const b = await node('node-b');
  return {
    prefix,
    states: [a.state, b.state],
    fanouts: [a.fanout, b.fanout],
    gone,
    stop: async () => {
      await Promise.all([a.state.close(), b.state.close()]);
      await Promise.all([a.fanout.close(), b.fanout.close()]);
    },
  };
}

async function startMemoryNode(): Promise<Nodes> {
  const state = createMemoryChannelState();
  const fanout = createMemoryFanout();
  return {
    states: [state, state],
    fanouts: [fanout, fanout],
    gone: [],
    stop: async () => {
      await state.close();
      await fanout.close();
    },
  };
}

const backends: Backend[] = [
  { name: 'memory', start: startMemoryNode },
  { name: 'redis', start: () => startRedisNodes() },
];

const onA = (socketId: string): SocketRef => ({ nodeId: 'node-a', socketId });
const onB = (socketId: string): SocketRef => ({ nodeId: 'node-b', socketId });
const ann: PresenceMember = { userId: '7', userInfo: { name: 'Ann' } };
const bob: PresenceMember = { userId: '8', userInfo: { name: 'Bob' } };

/** Messages a fan-out hands to its handlers, and a wait for them. */
function collect(fanout: Fanout) {
  const received: RealtimeMessage[] = [];
  fanout.onMessage((message) => received.push(message));
  return {
    received,
    until: async (count: number) => {
      const deadline = Date.now() + 30_000;
      while (received.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
  };
}

describe.each(backends)('$name backend', (backend) => {
  let nodes: Nodes;
  beforeEach(async () => {
    nodes = await backend.start();
  });
  afterEach(async () => {
    await nodes.stop();
  });

  it('counts subscriptions across nodes and forgets an emptied channel', async () => {
    const [a, b] = nodes.states;
    // Each change answers the channel's count on all nodes, as subscription_count tells it.
    expect(await a.subscribed('app', 'news', onA('1.1'))).toMatchObject({ count: 1 });
    expect(await b.subscribed('app', 'news', onB('2.1'))).toMatchObject({ count: 2 });
    await b.subscribed('app', 'private-users.7', onB('2.1'));
    await b.subscribed('other-app', 'news', onB('2.2'));

    expect(await a.occupiedChannels('app')).toEqual(
      new Map([
        ['news', { subscriptionCount: 2 }],
        ['private-users.7', { subscriptionCount: 1 }],
      ]),
    );
    expect(await a.unsubscribed('app', 'news', onA('1.1'))).toMatchObject({ count: 1 });
    await b.unsubscribed('app', 'private-users.7', onB('2.1'));
    // Unsubscribing twice changes nothing.
    expect(await b.unsubscribed('app', 'private-users.7', onB('2.1'))).toMatchObject({ count: 0 });
    expect(await b.occupiedChannels('app')).toEqual(new Map([['news', { subscriptionCount: 1 }]]));
    // One channel's count, as a back-end asks before computing what to publish on it.
    expect(await b.subscriptionCount('app', 'news')).toBe(1);
    expect(await a.subscriptionCount('app', 'private-users.7')).toBe(0);
    expect(await a.occupiedChannels('other-app')).toEqual(
      new Map([['news', { subscriptionCount: 1 }]]),
    );
  });

  it('counts a user once across sockets on several nodes, and says when the last one leaves', async () => {
    const [a, b] = nodes.states;
    const channel = 'presence-hubs.3';
    for (const [state, socket] of [
      [b, onB('2.1')],
      [a, onA('1.1')],
      [a, onA('1.2')],
    ] as const) {
      await state.subscribed('app', channel, socket);
    }
    expect(await b.joinPresence('app', channel, onB('2.1'), ann)).toEqual({ firstForUser: true });
    expect(await a.joinPresence('app', channel, onA('1.1'), ann)).toEqual({ firstForUser: false });
    expect(await a.joinPresence('app', channel, onA('1.2'), bob)).toEqual({ firstForUser: true });

    const members = await a.presenceMembers('app', channel);
    expect(members.sort((x, y) => String(x.userId).localeCompare(String(y.userId)))).toEqual([
      ann,
      bob,
    ]);
    expect((await b.occupiedChannels('app')).get(channel)).toEqual({
      subscriptionCount: 3,
      userCount: 2,
    });

    expect(await b.leavePresence('app', channel, onB('2.1'))).toBeNull();
    expect(await a.presenceMembers('app', channel)).toContainEqual(ann);
    expect(await a.leavePresence('app', channel, onA('1.1'))).toEqual(ann);
    // A socket that already left is not the last of anybody.
    expect(await a.leavePresence('app', channel, onA('1.1'))).toBeNull();
    expect(await b.presenceMembers('app', channel)).toEqual([bob]);
  });

  it('keeps a numeric user id a number across nodes', async () => {
    const [a, b] = nodes.states;
    const channel = 'presence-hubs.5';
    // Over 14 digits: a Lua number would write this id in exponent form.
    const numeric: PresenceMember = { userId: 1234567890123456, userInfo: { name: 'Num' } };
    await a.joinPresence('app', channel, onA('1.1'), numeric);
    expect(await b.joinPresence('app', channel, onB('2.1'), numeric)).toEqual({
      firstForUser: false,
    });
    expect(await b.presenceMembers('app', channel)).toEqual([numeric]);
    expect(await a.leavePresence('app', channel, onA('1.1'))).toBeNull();
    expect(await b.leavePresence('app', channel, onB('2.1'))).toEqual(numeric);
  });

  it('counts 7 and "7" as one member, as the protocol\'s presence hash does', async () => {
    const [a, b] = nodes.states;
    const channel = 'presence-hubs.6';
    await a.subscribed('app', channel, onA('1.1'));
    await b.subscribed('app', channel, onB('2.1'));
    await a.joinPresence('app', channel, onA('1.1'), { userId: 7, userInfo: {} });
    expect(await b.joinPresence('app', channel, onB('2.1'), ann)).toEqual({ firstForUser: false });
    expect(await a.presenceMembers('app', channel)).toHaveLength(1);
    expect((await a.occupiedChannels('app')).get(channel)?.userCount).toBe(1);
  });

  it('says "first in channel" and "last in channel" once when sockets of both nodes come and go at once', async () => {
    const [a, b] = nodes.states;
    const sockets = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? { state: a, socket: onA(`1.${index}`) }
        : { state: b, socket: onB(`2.${index}`) },
    );
    const joins = await Promise.all(
      sockets.map(({ state, socket }) => state.subscribed('app', 'lobby', socket)),
    );
    expect(joins.filter((join) => join.firstInChannel)).toHaveLength(1);
    // Subscribed again, a socket is no new arrival; unsubscribed twice, no second departure.
    expect(await a.subscribed('app', 'lobby', onA('1.0'))).toEqual({
      count: 20,
      firstInChannel: false,
    });
    const leaves = await Promise.all(
      sockets.map(({ state, socket }) => state.unsubscribed('app', 'lobby', socket)),
    );
    expect(leaves.filter((leave) => leave.lastInChannel)).toHaveLength(1);
    expect(await b.unsubscribed('app', 'lobby', onA('1.0'))).toEqual({
      count: 0,
      lastInChannel: false,
    });
    expect(await b.subscribed('app', 'lobby', onB('2.1'))).toEqual({
      count: 1,
      firstInChannel: true,
    });
  });

  it('decides "first socket" once when one user joins from both nodes at the same moment', async () => {
    const [a, b] = nodes.states;
    const channel = 'presence-hubs.4';
    const joins = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? a : b).joinPresence(
          'app',
          channel,
          index % 2 === 0 ? onA(`1.${index}`) : onB(`2.${index}`),
          ann,
        ),
      ),
    );
    expect(joins.filter((join) => join.firstForUser)).toHaveLength(1);
    const leaves = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? a : b).leavePresence(
          'app',
          channel,
          index % 2 === 0 ? onA(`1.${index}`) : onB(`2.${index}`),
        ),
      ),
    );
    expect(leaves.filter((left) => left !== null)).toEqual([ann]);
  });

  it("counts an app's connections across nodes, refusing past the limit, once at a time", async () => {
    const [a, b] = nodes.states;
    const admitted = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? a.connected('app', onA(`1.${index}`), 4)
          : b.connected('app', onB(`2.${index}`), 4),
      ),
    );
    expect(admitted.filter(Boolean)).toHaveLength(4);
    // Another app has its own count.
    expect(await a.connected('other-app', onA('1.0'), 1)).toBe(true);
    await b.disconnected('app', onB('2.1'));
    expect(await a.connected('app', onA('1.20'), 4)).toBe(true);
    expect(await b.connected('app', onB('2.20'), 4)).toBe(false);
  });

  it('carries a message to the handlers of every node, each once, with its fields intact', async () => {
    const [a, b] = nodes.fanouts;
    const onNodeA = collect(a);
    const onNodeB = collect(b);
    const message: RealtimeMessage = {
      appId: 'app',
      channel: 'private-users.7',
      event: 'notifications\\NotificationCreated',
      data: '{"id":1}',
      exceptSocketId: '1.1',
      onlyUserIds: ['7'],
    };
    await b.publish(message);
    await b.publish({ ...message, data: '{"id":2}', exceptSocketId: undefined });

    expect(await onNodeA.until(2)).toEqual([
      message,
      {
        appId: 'app',
        channel: 'private-users.7',
        event: message.event,
        data: '{"id":2}',
        onlyUserIds: ['7'],
      },
    ]);
    expect(await onNodeB.until(2)).toHaveLength(2);
    // Nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onNodeA.received).toHaveLength(2);
    expect(onNodeB.received).toHaveLength(2);
  });
});

describe('redis backend, when a node or Redis goes away', () => {
  it("forgets a closing node's sockets and reports the members who left with them", async () => {
    const nodes = await startRedisNodes();
    try {
      const [a, b] = nodes.states;
      const channel = 'presence-hubs.5';
      await a.subscribed('app', channel, onA('1.1'));
      await a.joinPresence('app', channel, onA('1.1'), ann);
      await b.subscribed('app', channel, onB('2.1'));
      await b.joinPresence('app', channel, onB('2.1'), bob);
      await a.subscribed('app', 'news', onA('1.1'));

      await a.close();

      expect(nodes.gone).toEqual([`app/${channel}/7`]);
      expect(await b.presenceMembers('app', channel)).toEqual([bob]);
      expect(await b.occupiedChannels('app')).toEqual(
        new Map([[channel, { subscriptionCount: 1, userCount: 1 }]]),
      );
    } finally {
      await nodes.stop();
    }
  });

  it('sweeps up after a node whose heartbeat expired, once, telling of its members', async () => {
    const nodes = await startRedisNodes({ heartbeatMs: 100 });
    const raw = new Redis(redis.url);
    try {
      const [a] = nodes.states;
      // The stand-in for a crashed node: entries in Redis under its name, and no heartbeat.
      const ghost = { nodeId: 'ghost', socketId: '9.1' };
      const channel = 'presence-hubs.6';
      await a.subscribed('app', channel, ghost);
      await a.joinPresence('app', channel, ghost, ann);
      expect(await a.connected('app', ghost, 3)).toBe(true);
      expect(await a.connected('app', ghost, 3)).toBe(true);
      expect(await a.connected('app', onA('1.1'), 3)).toBe(true);
      await a.subscribed('app', channel, onA('1.1'));
      await a.joinPresence('app', channel, onA('1.1'), bob);
      await raw.sadd(`${nodes.prefix}:nodes`, 'ghost');

      const deadline = Date.now() + 3_000;
      while (nodes.gone.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(nodes.gone).toEqual([`app/${channel}/7`]);
      // Its two connections no longer count: two more fit under three.
      expect(await a.connected('app', onA('1.2'), 3)).toBe(true);
      expect(await a.connected('app', onA('1.3'), 3)).toBe(true);
      expect(await a.connected('app', onA('1.4'), 3)).toBe(false);
      expect(await a.presenceMembers('app', channel)).toEqual([bob]);
      expect((await a.occupiedChannels('app')).get(channel)).toEqual({
        subscriptionCount: 1,
        userCount: 1,
      });
    } finally {
      raw.disconnect();
      await nodes.stop();
    }
  });
});

describe('redis backend, when Redis itself goes away', () => {
  let ownRedis: RedisServer;
  afterEach(async () => {
    await ownRedis?.stop();
  });

  it('keeps delivering on the publishing node, and across nodes again once Redis is back', async () => {
    ownRedis = await startRedisServer();
    const nodes = await startRedisNodes({ url: ownRedis.url });
    try {
      const [a, b] = nodes.fanouts;
      const onNodeA = collect(a);
      const onNodeB = collect(b);
      const message = (data: string): RealtimeMessage => ({
        appId: 'app',
        channel: 'news',
        event: 'ping',
        data,
      });
      await ownRedis.stop();
      await expect(a.publish(message('"during"'))).resolves.toBeUndefined();
      expect(onNodeA.received.map((m) => m.data)).toEqual(['"during"']);
      await expect(nodes.states[0].subscribed('app', 'news', onA('1.1'))).rejects.toThrow();

      ownRedis = await startRedisServer({ port: ownRedis.port });
      // The subscriber reconnects with a back-off: publish until node B hears again.
      const deadline = Date.now() + 10_000;
      while (onNodeB.received.length === 0 && Date.now() < deadline) {
        await a.publish(message('"after"'));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(onNodeB.received[0]?.data).toBe('"after"');
    } finally {
      await nodes.stop();
    }
  });
});
