import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connect, quit, ready, withinStartup } from './redisConnection.ts';
import { type ChannelState, memberKey, type PresenceMember, type SocketRef } from './types.ts';

export type RedisChannelStateOptions = {
  url: string;
  nodeId: string;
  /** Shared by the nodes of one deployment, e.g. `hearth:realtime`. */
  prefix: string;
  log: FastifyBaseLogger;
  /**
   * A presence member gone with its last socket when this node closes, or when it sweeps up after
   * a node that vanished: the caller tells the channel's subscribers (member_removed).
   */
  onMemberGone: (appId: string, channel: string, member: PresenceMember) => Promise<void>;
  /** How often a node says it is alive; it counts as gone after three missed beats. */
  heartbeatMs?: number;
};

/*
 * Keys, all under the prefix (Redis Cluster is not supported: a script touches several keys):
 *   subs:{app}:{channel}       set of `node:socket` subscribed to the channel
 *   presence:{app}:{channel}   hash `node:socket` -> stored member JSON (StoredMember)
 *   users:{app}:{channel}      hash memberKey -> how many of that user's sockets are in the channel
 *   channels:{app}             set of channels with at least one subscription
 *   node-sockets:{node}        set of [app, channel, socket] this node holds, to undo at its end
 *   node:{node}                heartbeat, expires unless renewed; nodes: set of known node ids
 *   connections:{app}          hash node -> how many of the app's sockets that node holds
 *   node-apps:{node}           set of apps the node counted connections for, to undo at its end
 * Each change is one Lua script, so two nodes joining or leaving for the same user at once still
 * decide "first socket" and "last socket" exactly once.
 *
 * Limits: a node stalled longer than three heartbeats is swept as if gone, while its sockets stay
 * open; and a Redis restarted without persistence forgets every membership, so presence lists and
 * channel counts stay short until clients subscribe again (events still flow once reconnected).
 */

const keyCount = 5;
// KEYS: subs, presence, users, channels, node-sockets.  ARGV: field, channel, node entry.
// Each answers {count after the change, 1 when it made the channel occupied / vacated on all nodes}.
const subscribeScript = `
local added = redis.call('SADD', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[4], ARGV[2])
redis.call('SADD', KEYS[5], ARGV[3])
local count = redis.call('SCARD', KEYS[1])
if added == 1 and count == 1 then return {count, 1} end
return {count, 0}`;
const unsubscribeScript = `
local removed = redis.call('SREM', KEYS[1], ARGV[1])
local count = redis.call('SCARD', KEYS[1])
if count == 0 then redis.call('SREM', KEYS[4], ARGV[2]) end
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 then redis.call('SREM', KEYS[5], ARGV[3]) end
if removed == 1 and count == 0 then return {count, 1} end
return {count, 0}`;
// ARGV: field, channel, node entry, memberKey, stored member JSON, most users (0: no bound).
// 1 for the user's first socket, -1 when the channel is full and the user not yet in it.
const joinScript = `
local most = tonumber(ARGV[6])
if most > 0 and redis.call('HEXISTS', KEYS[3], ARGV[4]) == 0
  and redis.call('HLEN', KEYS[3]) >= most then return -1 end
if redis.call('HSETNX', KEYS[2], ARGV[1], ARGV[5]) == 0 then return 0 end
redis.call('SADD', KEYS[5], ARGV[3])
if redis.call('HINCRBY', KEYS[3], ARGV[4], 1) == 1 then return 1 end
return 0`;
// ARGV: field, channel, node entry. Returns the member JSON when it was the user's last socket.
const leaveScript = `
local member = redis.call('HGET', KEYS[2], ARGV[1])
if not member then return false end
redis.call('HDEL', KEYS[2], ARGV[1])
local stored = cjson.decode(member)
local userKey = stored.key or stored.userId
local remaining = redis.call('HINCRBY', KEYS[3], userKey, -1)
if remaining <= 0 then redis.call('HDEL', KEYS[3], userKey) end
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0 then redis.call('SREM', KEYS[5], ARGV[3]) end
if remaining <= 0 then return member end
return false`;

/**
 * A member as kept in Redis: the user id as sent (string or number, so clients get it back as
 * it came) and its memberKey, which the scripts count by: Lua would write a large numeric id
 * in exponent form. Entries written before the key existed had a string userId, their own key.
 */
type StoredMember = PresenceMember & { key: string };

const storedMember = (member: PresenceMember): string =>
  JSON.stringify({ ...member, key: memberKey(member.userId) } satisfies StoredMember);

const parseMember = (raw: string): PresenceMember => {
  const { userId, userInfo } = JSON.parse(raw) as StoredMember;
  return { userId, userInfo };
};

// KEYS: connections, node-apps. ARGV: node, most connections, app. 1 when counted, 0 when full.
const connectScript = `
local total = 0
for _, count in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(count) end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('SADD', KEYS[2], ARGV[3])
return 1`;
// KEYS: connections. ARGV: node.
const disconnectScript = `
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1`;

type Scripts = {
  hearthConnect(...args: string[]): Promise<number>;
  hearthDisconnect(...args: string[]): Promise<number>;
  hearthSubscribe(...args: string[]): Promise<[number, number]>;
  hearthUnsubscribe(...args: string[]): Promise<[number, number]>;
  hearthJoin(...args: string[]): Promise<number>;
  hearthLeave(...args: string[]): Promise<string | null>;
};

/** Channel membership shared by every node on one Redis. */
export async function createRedisChannelState(
  options: RedisChannelStateOptions,
): Promise<ChannelState> {
  const { prefix, nodeId, log } = options;
  // Without an offline queue a change fails at once while Redis is away, so a subscription is
  // refused with an error instead of hanging.
  const redis = connect(options, 'state', { enableOfflineQueue: false });
  for (const [name, lua] of Object.entries({
    hearthSubscribe: subscribeScript,
    hearthUnsubscribe: unsubscribeScript,
    hearthJoin: joinScript,
    hearthLeave: leaveScript,
  })) {
    redis.defineCommand(name, { numberOfKeys: keyCount, lua });
  }
  redis.defineCommand('hearthConnect', { numberOfKeys: 2, lua: connectScript });
  redis.defineCommand('hearthDisconnect', { numberOfKeys: 1, lua: disconnectScript });
  const scripts = redis as Redis & Scripts;
  const heartbeatMs = options.heartbeatMs ?? 10_000;

  const keysOf = (appId: string, channel: string, node: string) => [
    `${prefix}:subs:${appId}:${channel}`,
    `${prefix}:presence:${appId}:${channel}`,
    `${prefix}:users:${appId}:${channel}`,
    `${prefix}:channels:${appId}`,
    `${prefix}:node-sockets:${node}`,
  ];
  const argsOf = (appId: string, channel: string, socket: SocketRef) => [
    ...keysOf(appId, channel, socket.nodeId),
    `${socket.nodeId}:${socket.socketId}`,
    channel,
    JSON.stringify([appId, channel, socket.socketId]),
  ];

  const leave = async (appId: string, channel: string, socket: SocketRef) => {
    const member = await scripts.hearthLeave(...argsOf(appId, channel, socket));
    return member === null ? null : parseMember(member);
  };

  /** Undoes every subscription a node holds, telling others of the members gone with it. */
  const forgetNode = async (node: string) => {
    const entries = await redis.smembers(`${prefix}:node-sockets:${node}`);
    for (const entry of entries) {
      const [appId, channel, socketId] = JSON.parse(entry) as [string, string, string];
      const socket = { nodeId: node, socketId };
      const member = await leave(appId, channel, socket);
      await scripts.hearthUnsubscribe(...argsOf(appId, channel, socket));
      if (member !== null) {
        await options.onMemberGone(appId, channel, member);
      }
    }
    await redis.del(`${prefix}:node-sockets:${node}`);
    // Its connections no longer count against the apps' limits.
    for (const appId of await redis.smembers(`${prefix}:node-apps:${node}`)) {
      await redis.hdel(`${prefix}:connections:${appId}`, node);
    }
    await redis.del(`${prefix}:node-apps:${node}`);
  };

  const heartbeat = async () => {
    await redis
      .multi()
      .set(`${prefix}:node:${nodeId}`, '1', 'PX', heartbeatMs * 3)
      .sadd(`${prefix}:nodes`, nodeId)
      .exec();
    // A node whose heartbeat expired crashed (a clean stop removes itself): the first node to
    // take it off the list (SREM answers 1 to one caller only) cleans up after it.
    for (const node of await redis.smembers(`${prefix}:nodes`)) {
      if (node === nodeId || (await redis.exists(`${prefix}:node:${node}`)) === 1) {
        continue;
      }
      if ((await redis.srem(`${prefix}:nodes`, node)) === 1) {
        log.warn({ node }, 'realtime: a node stopped answering; its subscriptions are removed');
        await forgetNode(node);
      }
    }
  };
  const beat = () => {
    heartbeat().catch((error: unknown) => {
      log.warn({ err: error }, 'realtime: presence heartbeat failed (Redis unavailable?)');
    });
  };
  await withinStartup(ready(redis));
  beat();
  const timer = setInterval(beat, heartbeatMs);
  timer.unref();

  return {
    async subscribed(appId, channel, socket) {
      const [count, first] = await scripts.hearthSubscribe(...argsOf(appId, channel, socket));
      return { count, firstInChannel: first === 1 };
    },
    async unsubscribed(appId, channel, socket) {
      const [count, last] = await scripts.hearthUnsubscribe(...argsOf(appId, channel, socket));
      return { count, lastInChannel: last === 1 };
    },
    async joinPresence(appId, channel, socket, member, maxMembers) {
      const first = await scripts.hearthJoin(
        ...argsOf(appId, channel, socket),
        memberKey(member.userId),
        storedMember(member),
        String(maxMembers ?? 0),
      );
      return first === -1 ? { firstForUser: false, full: true } : { firstForUser: first === 1 };
    },
    leavePresence: leave,
    async presenceMembers(appId, channel) {
      const [, presenceKey] = keysOf(appId, channel, nodeId);
      const members = new Map<string, PresenceMember>();
      for (const raw of await redis.hvals(presenceKey as string)) {
        const member = parseMember(raw);
        const key = memberKey(member.userId);
        if (!members.has(key)) {
          members.set(key, member);
        }
      }
      return [...members.values()];
    },
    async subscriptionCount(appId, channel) {
      const [subsKey] = keysOf(appId, channel, nodeId);
      return redis.scard(subsKey as string);
    },
    async occupiedChannels(appId) {
      const channels = await redis.smembers(`${prefix}:channels:${appId}`);
      const counts = redis.pipeline();
      for (const channel of channels) {
        const [subsKey, , usersKey] = keysOf(appId, channel, nodeId);
        counts.scard(subsKey as string).hlen(usersKey as string);
      }
      const results = (await counts.exec()) ?? [];
      const occupied = new Map<string, { subscriptionCount: number; userCount?: number }>();
      channels.forEach((channel, index) => {
        const subscriptionCount = Number(results[index * 2]?.[1] ?? 0);
        const userCount = Number(results[index * 2 + 1]?.[1] ?? 0);
        if (subscriptionCount > 0) {
          occupied.set(
            channel,
            channel.startsWith('presence-')
              ? { subscriptionCount, userCount }
              : { subscriptionCount },
          );
        }
      });
      return occupied;
    },
    async connected(appId, socket, max) {
      const counted = await scripts.hearthConnect(
        `${prefix}:connections:${appId}`,
        `${prefix}:node-apps:${socket.nodeId}`,
        socket.nodeId,
        String(max),
        appId,
      );
      return counted === 1;
    },
    async disconnected(appId, socket) {
      await scripts.hearthDisconnect(`${prefix}:connections:${appId}`, socket.nodeId);
    },
    async close() {
      clearInterval(timer);
      try {
        await forgetNode(nodeId);
        await redis.multi().del(`${prefix}:node:${nodeId}`).srem(`${prefix}:nodes`, nodeId).exec();
      } catch (error) {
        // Redis is away: the others sweep this node's entries once its heartbeat expires.
        log.warn({ err: error }, 'realtime: could not remove this node from Redis at close');
      } finally {
        await quit(redis);
      }
    },
  };
}

/** A node id unique across restarts, so a restarted node never inherits a crashed one's entries. */
export function newNodeId(): string {
  return randomBytes(8).toString('hex');
}
