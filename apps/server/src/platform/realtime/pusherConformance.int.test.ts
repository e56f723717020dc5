import type PusherServer from 'pusher';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextEvent,
  openRawSocket,
  pusherServerLibrary,
  rawSubscribed,
  subscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';
import type { RealtimeTestServer } from '../../../test/realtimeServer.ts';
import { type Nodes, realtimeTopologies } from '../../../test/realtimeTopologies.ts';
import { TEST_REALTIME, TEST_REALTIME_APP } from '../../../test/server.ts';
import { signUser } from './signatures.ts';

// What Pusher's clients and server libraries expect of the protocol and the HTTP API (issue 25),
// asked of one node, and of two nodes sharing a Redis where a client on one is seen from the other.

/** A second app with client events off, beside the test app. */
const QUIET_APP = {
  ...TEST_REALTIME_APP,
  id: 'quiet-app',
  key: 'quiet-app-key',
  clientEvents: false,
};
const settings = { ...TEST_REALTIME, apps: [{ ...TEST_REALTIME_APP }, QUIET_APP] };

const topologies = realtimeTopologies(settings);

const openClient = usePusherClients();
type Member = { id: unknown; info: unknown };

describe.each(topologies)('$name', (topology) => {
  let nodes: Nodes;
  beforeAll(async () => {
    nodes = await topology.start();
  });
  afterAll(async () => {
    await nodes?.close();
  });
  const library = (node: RealtimeTestServer): PusherServer => pusherServerLibrary(node);

  describe('presence user ids', () => {
    it('come back as the channel_data wrote them: a number stays a number, a string a string', async () => {
      const hub = 'presence-hubs.25';
      const ann = await openClient(nodes.a, { userId: 1, userInfo: { name: 'Ann' } });
      const annChannel = (await subscribed(ann, hub)) as PresenceChannel;
      const bobJoined = nextEvent<Member>(annChannel, 'pusher:member_added');
      const bobChannel = (await subscribed(
        await openClient(nodes.b, { userId: 'bob', userInfo: { name: 'Bob' } }),
        hub,
      )) as PresenceChannel;
      expect(await bobJoined).toEqual({ id: 'bob', info: { name: 'Bob' } });

      const carol = openRawSocket(nodes.b);
      const carolJoined = nextEvent<Member>(annChannel, 'pusher:member_added');
      const succeeded = await rawSubscribed(carol, hub, {
        channelData: { user_id: 3, user_info: { name: 'Carol' } },
      });
      const { presence } = succeeded.data as { presence: { ids: unknown[]; count: number } };
      expect(presence.ids).toHaveLength(3);
      expect(presence.ids).toEqual(expect.arrayContaining([1, 'bob', 3]));
      expect(await carolJoined).toEqual({ id: 3, info: { name: 'Carol' } });

      const users = await (await library(nodes.b).get({ path: `/channels/${hub}/users` })).json();
      expect(users.users).toHaveLength(3);
      expect(users.users).toEqual(expect.arrayContaining([{ id: 1 }, { id: 'bob' }, { id: 3 }]));

      const bobHears = new Promise<unknown>((resolve) =>
        bobChannel.bind('client-wave', (_: unknown, metadata: { user_id?: unknown }) =>
          resolve(metadata.user_id),
        ),
      );
      annChannel.trigger('client-wave', {});
      expect(await bobHears).toBe(1);

      const annLeft = nextEvent<Member>(bobChannel, 'pusher:member_removed');
      const carolHearsAnnLeave = carol.next('pusher_internal:member_removed');
      ann.disconnect();
      expect(await annLeft).toEqual({ id: 1, info: { name: 'Ann' } });
      expect((await carolHearsAnnLeave).data).toEqual({ user_id: 1 });
      carol.socket.close();
    });

    // pusher-js itself signs in string ids only; other clients (and Laravel's signer) send numbers.
    it('signs in a user whose id is a number, who then hears what is sent to them from any node', async () => {
      const raw = openRawSocket(nodes.a);
      const { data } = await raw.next('pusher:connection_established');
      const socketId = (data as { socket_id: string }).socket_id;
      const userData = JSON.stringify({ id: 42 });
      raw.send('pusher:signin', {
        user_data: userData,
        auth: signUser(TEST_REALTIME_APP, socketId, userData),
      });
      expect((await raw.next('pusher:signin_success')).data).toEqual({ user_data: userData });
      raw.send('pusher:subscribe', { channel: '#server-to-user-42' });
      await raw.next('pusher_internal:subscription_succeeded');
      await library(nodes.b).sendToUser('42', 'welcome', { hi: 42 });
      expect((await raw.next('welcome')).data).toEqual({ hi: 42 });
      raw.socket.close();
    });
  });

  describe('refusals', () => {
    it('refuses a subscription with pusher:subscription_error on its channel, {type, error, status}', async () => {
      const client = await openClient(nodes.a, { secret: 'not-the-secret' });
      const connectionErrors: unknown[] = [];
      client.connection.bind('error', (error: unknown) => connectionErrors.push(error));
      const channel = client.subscribe('private-users.5');
      const refusal = await new Promise<unknown>((resolve) =>
        channel.bind('pusher:subscription_error', resolve),
      );
      expect(refusal).toEqual({
        type: 'AuthError',
        error: expect.stringContaining('private-users.5'),
        status: 401,
      });
      expect(channel.subscribed).toBe(false);
      expect(connectionErrors).toEqual([]);
    });

    it('refuses client events with 4301, on their channel, when the app turns them off', async () => {
      const raw = openRawSocket(nodes.a, `/app/${QUIET_APP.key}?protocol=7`);
      await rawSubscribed(raw, 'private-chat.25', { app: QUIET_APP });
      raw.send('client-typing', {}, 'private-chat.25');
      const refusal = await raw.next('pusher:error');
      expect(refusal).toMatchObject({ channel: 'private-chat.25', data: { code: 4301 } });
      raw.socket.close();
    });

    it('refuses a client event whose name is over 200 characters with 4301, and passes on the next', async () => {
      const channel = 'private-chat.26';
      const sender = openRawSocket(nodes.a);
      const receiver = openRawSocket(nodes.b);
      await rawSubscribed(sender, channel);
      await rawSubscribed(receiver, channel);
      sender.send(`client-${'x'.repeat(200)}`, {}, channel);
      expect(await sender.next('pusher:error')).toMatchObject({ channel, data: { code: 4301 } });
      sender.send('client-short', { n: 2 }, channel);
      // Events on one channel arrive in order: the long one would have come first.
      const first = await receiver.next('client-short');
      expect(first).toMatchObject({ event: 'client-short', data: { n: 2 } });
      sender.socket.close();
      receiver.socket.close();
    });
  });

  describe('channel counts', () => {
    it('no longer count a client once it has seen its socket close', async () => {
      const hub = 'presence-hubs.26';
      const staying = openRawSocket(nodes.a);
      const leaving = openRawSocket(nodes.a);
      await rawSubscribed(staying, hub, { channelData: { user_id: 1 } });
      await rawSubscribed(leaving, hub, { channelData: { user_id: 2 } });
      // Many channels, so that leaving them all takes many round trips to the backend.
      const many = Array.from({ length: 50 }, (_, index) => `news-26-${index}`);
      for (const channel of many) {
        leaving.send('pusher:subscribe', { channel });
        await leaving.next('pusher_internal:subscription_succeeded');
      }
      const api = library(nodes.b);
      const counts = async () =>
        (
          await api.get({
            path: '/channels',
            params: { info: 'subscription_count,user_count' },
          })
        ).json();
      await expect.poll(async () => Object.keys((await counts()).channels).length).toBe(51);

      leaving.socket.close();
      await leaving.closed;
      expect(await counts()).toEqual({
        channels: { [hub]: { subscription_count: 1, user_count: 1 } },
      });
      const users = await (await api.get({ path: `/channels/${hub}/users` })).json();
      expect(users).toEqual({ users: [{ id: 1 }] });
      staying.socket.close();
    });
  });

  describe('the HTTP API', () => {
    it('answers bad input with 400 and an error the server library shows', async () => {
      const refused = library(nodes.b).trigger('news', 'pusher_internal:member_added', {});
      const error = await refused.then(
        () => null,
        (failure: { status?: number; body?: string }) => failure,
      );
      expect(error?.status).toBe(400);
      expect(JSON.parse(error?.body ?? '{}')).toMatchObject({
        error: expect.stringContaining('reserved'),
      });
    });

    it('answers a batch with {"batch":{}}, and its counts when asked', async () => {
      const raw = openRawSocket(nodes.a);
      await rawSubscribed(raw, 'news-27');
      const api = library(nodes.b);
      const plain = await api.triggerBatch([{ channel: 'news-27', name: 'first', data: {} }]);
      expect(await plain.json()).toEqual({ batch: {} });
      const counted = await api.triggerBatch([
        { channel: 'news-27', name: 'second', data: {}, info: 'subscription_count' },
      ]);
      expect(await counted.json()).toEqual({ batch: [{ subscription_count: 1 }] });
      raw.socket.close();
    });
  });
});
