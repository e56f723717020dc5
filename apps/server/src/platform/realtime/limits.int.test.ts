import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openRawSocket,
  pusherServerLibrary,
  subscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';
import { type Nodes, realtimeTopologies } from '../../../test/realtimeTopologies.ts';
import { TEST_REALTIME, TEST_REALTIME_APP } from '../../../test/server.ts';

// Per-app presence limits as soketi and Reverb have them (Pusher's own: 100 members, 1 KB of
// user_info), counted across nodes: pusher-js clients on one node and on two sharing a Redis.

const LIMITED_APP = { ...TEST_REALTIME_APP, maxPresenceMembers: 2, maxPresenceUserInfoBytes: 64 };
const QUOTA_APP = {
  ...TEST_REALTIME_APP,
  id: 'quota-app',
  key: 'quota-app-key',
  maxConnections: 3,
};
const settings = { ...TEST_REALTIME, apps: [LIMITED_APP, QUOTA_APP] };
const quotaPath = `/app/${QUOTA_APP.key}?protocol=7&client=js&version=8.4.0`;

const openClient = usePusherClients();

/** The subscription's outcome: succeeded, or the refusal pusher-js hands the channel. */
function outcome(client: Pusher, channelName: string): Promise<unknown> {
  const channel = client.subscribe(channelName);
  return new Promise((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve('succeeded'));
    channel.bind('pusher:subscription_error', (error: unknown) => resolve(error));
  });
}

describe.each(realtimeTopologies(settings))('$name', (topology) => {
  let nodes: Nodes;
  beforeAll(async () => {
    nodes = await topology.start();
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('refuses a user past the presence channel limit, counted on all nodes, with 4100', async () => {
    const channel = 'presence-limited.1';
    await subscribed(await openClient(nodes.a, { userId: 'l-ann' }), channel);
    await subscribed(await openClient(nodes.b, { userId: 'l-bob' }), channel);

    expect(await outcome(await openClient(nodes.a, { userId: 'l-carol' }), channel)).toEqual({
      type: 'LimitReached',
      error: 'The maximum members per presence channel limit was reached',
      status: 4100,
    });
    // A member's further socket is no new member: it joins, on either node.
    expect(await outcome(await openClient(nodes.b, { userId: 'l-ann' }), channel)).toBe(
      'succeeded',
    );
    const users = await pusherServerLibrary(nodes.b).get({ path: `/channels/${channel}/users` });
    expect(
      ((await users.json()) as { users: { id: string }[] }).users.map((u) => u.id).sort(),
    ).toEqual(['l-ann', 'l-bob']);
  });

  it('lets the next user in once a member leaves', async () => {
    const channel = 'presence-limited.2';
    const ann = await openClient(nodes.a, { userId: 'l-ann' });
    await subscribed(ann, channel);
    await subscribed(await openClient(nodes.b, { userId: 'l-bob' }), channel);
    const left = new Promise<void>((resolve) => {
      ann.connection.bind('state_change', ({ current }: { current: string }) => {
        if (current === 'disconnected') {
          resolve();
        }
      });
    });
    ann.disconnect();
    await left;
    // The leave is counted on every node before the close is answered.
    expect(await outcome(await openClient(nodes.b, { userId: 'l-carol' }), channel)).toBe(
      'succeeded',
    );
  });

  it('refuses user_info over the limit (as JSON) with 4301, and takes it at the limit', async () => {
    const channel = 'presence-limited.3';
    // {"n":"…"} is 8 bytes around the text.
    const atLimit = { n: 'x'.repeat(56) };
    const over = { n: 'x'.repeat(57) };
    expect(
      await outcome(await openClient(nodes.b, { userId: 'l-dora', userInfo: over }), channel),
    ).toEqual({
      type: 'LimitReached',
      error: 'The maximum size for a channel member is 64 bytes.',
      status: 4301,
    });
    expect(
      await outcome(await openClient(nodes.a, { userId: 'l-dora', userInfo: atLimit }), channel),
    ).toBe('succeeded');
  });

  it('holds the connection limit when the connections are split between nodes, with 4004', async () => {
    const connect = async (node: Nodes['a']) => {
      const raw = openRawSocket(node, quotaPath);
      await raw.next('pusher:connection_established');
      return raw;
    };
    const first = await connect(nodes.a);
    const others = [await connect(nodes.b), await connect(nodes.a)];
    for (const node of [nodes.b, nodes.a]) {
      const refused = openRawSocket(node, quotaPath);
      expect(await refused.next('pusher:error')).toMatchObject({
        data: { code: 4004, message: 'Application is over connection quota.' },
      });
      expect((await refused.closed).code).toBe(4004);
    }
    // A close frees its place on every node as soon as the client sees it answered.
    first.socket.close();
    await first.closed;
    const next = await connect(nodes.b);
    for (const raw of [next, ...others]) {
      raw.socket.close();
      await raw.closed;
    }
  });
});
