import type PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextEvent,
  openRawSocket,
  pusherServerLibrary,
  type RawSocket,
  rawSubscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';
import type { RealtimeTestServer } from '../../../test/realtimeServer.ts';
import { type Nodes, realtimeTopologies } from '../../../test/realtimeTopologies.ts';
import { TEST_REALTIME, TEST_REALTIME_APP } from '../../../test/server.ts';
import { signUser } from './signatures.ts';

// Pusher's cache channels, subscription counts and watchlists (issue 25), with pusher-js and the
// official server library, on one node and on two nodes sharing a Redis.

/** The test app with Pusher's app settings on, and beside it one with them off. */
const COUNTED_APP = { ...TEST_REALTIME_APP, subscriptionCount: true, watchlistEvents: true };
const PLAIN_APP = { ...TEST_REALTIME_APP, id: 'plain-app', key: 'plain-app-key' };
const settings = { ...TEST_REALTIME, apps: [COUNTED_APP, PLAIN_APP] };

const openClient = usePusherClients();

/** Every event a channel hands its bindings but its counts, in order, as [name, data]. */
function received(client: Pusher, channelName: string): [string, unknown][] {
  const events: [string, unknown][] = [];
  client.subscribe(channelName).bind_global((event: string, data: unknown) => {
    if (event !== 'pusher:subscription_count') {
      events.push([event, data]);
    }
  });
  return events;
}

/** The names of every frame a raw socket receives from now on. */
function eventsOf(raw: RawSocket): string[] {
  const events: string[] = [];
  raw.socket.on('message', (text) => {
    events.push((JSON.parse(text.toString()) as { event: string }).event);
  });
  return events;
}

describe.each(realtimeTopologies(settings))('$name', (topology) => {
  let nodes: Nodes;
  beforeAll(async () => {
    nodes = await topology.start();
  });
  afterAll(async () => {
    await nodes?.close();
  });
  const library = (node: RealtimeTestServer): PusherServer => pusherServerLibrary(node);

  describe('cache channels', () => {
    it('send pusher:cache_miss after subscription_succeeded while nothing was published', async () => {
      const events = received(await openClient(nodes.a), 'cache-figures.1');
      await expect
        .poll(() => events.map(([event]) => event))
        .toEqual(['pusher:subscription_succeeded', 'pusher:cache_miss']);
    });

    it('replay the last event published, from any node, to each new subscriber first', async () => {
      const channel = 'cache-figures.2';
      await library(nodes.b).trigger(channel, 'figures', { n: 1 });
      await library(nodes.b).trigger(channel, 'figures', { n: 2 });
      for (const node of [nodes.a, nodes.b]) {
        const events = received(await openClient(node), channel);
        await expect
          .poll(() => events)
          .toEqual([
            ['pusher:subscription_succeeded', {}],
            ['figures', { n: 2 }],
          ]);
      }
    });

    it('replay on private, presence and encrypted cache channels, decrypted by the client', async () => {
      const api = library(nodes.b);
      for (const channel of [
        'private-cache-figures.3',
        'presence-cache-figures.3',
        'private-encrypted-cache-figures.3',
      ]) {
        await api.trigger(channel, 'figures', { channel });
        const events = received(await openClient(nodes.a, { userId: 'ann' }), channel);
        await expect.poll(() => events.at(-1)).toEqual(['figures', { channel }]);
        expect(events.map(([event]) => event)).toEqual([
          'pusher:subscription_succeeded',
          'figures',
        ]);
      }
    });

    it('keep no client event, as Pusher caches only what back-ends publish', async () => {
      const channel = 'private-cache-chat.4';
      const sender = openRawSocket(nodes.a);
      await rawSubscribed(sender, channel);
      await sender.next('pusher:cache_miss');
      const receiver = openRawSocket(nodes.b);
      await rawSubscribed(receiver, channel);
      await receiver.next('pusher:cache_miss');
      sender.send('client-typing', { typing: true }, channel);
      await receiver.next('client-typing');

      const late = openRawSocket(nodes.b);
      await rawSubscribed(late, channel);
      expect(await late.next('pusher:cache_miss')).toEqual({ event: 'pusher:cache_miss', channel });
      for (const raw of [sender, receiver, late]) {
        raw.socket.close();
      }
    });
  });

  describe('subscription counts', () => {
    type Count = { subscription_count: number };

    it('tell every subscriber, on any node, the count across nodes as it changes', async () => {
      const channel = 'counted-5';
      const ann = (await openClient(nodes.a)).subscribe(channel);
      expect(await nextEvent<Count>(ann, 'pusher:subscription_count')).toEqual({
        subscription_count: 1,
      });
      const annHearsTwo = nextEvent<Count>(ann, 'pusher:subscription_count');
      const bobClient = await openClient(nodes.b);
      const bob = bobClient.subscribe(channel);
      expect(await nextEvent<Count>(bob, 'pusher:subscription_count')).toEqual({
        subscription_count: 2,
      });
      expect(await annHearsTwo).toEqual({ subscription_count: 2 });
      expect(ann.subscriptionCount).toBe(2);

      const api = library(nodes.b);
      const info = async (): Promise<unknown> =>
        (
          await api.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } })
        ).json();
      expect(await info()).toEqual({ occupied: true, subscription_count: 2 });

      const annHearsOne = nextEvent<Count>(ann, 'pusher:subscription_count');
      bobClient.unsubscribe(channel);
      expect(await annHearsOne).toEqual({ subscription_count: 1 });
      expect(await info()).toEqual({ occupied: true, subscription_count: 1 });
    });

    it('are not sent on presence channels, nor where the app does not count', async () => {
      const raw = openRawSocket(nodes.a, `/app/${PLAIN_APP.key}?protocol=7`);
      const presence = openRawSocket(nodes.a);
      const seen = [raw, presence].map((socket) => eventsOf(socket));
      await rawSubscribed(raw, 'plain-6', { app: PLAIN_APP });
      await rawSubscribed(presence, 'presence-hubs.6', { channelData: { user_id: 6 } });
      // Each hears the event published after its subscription, and no count before it.
      await pusherServerLibrary(nodes.b, PLAIN_APP).trigger('plain-6', 'after', {});
      await library(nodes.b).trigger('presence-hubs.6', 'after', {});
      await raw.next('after');
      await presence.next('after');
      for (const events of seen) {
        expect(events).not.toContain('pusher_internal:subscription_count');
        expect(events).toContain('after');
      }
      raw.socket.close();
      presence.socket.close();
    });
  });

  describe('watchlists', () => {
    type WatchlistEvent = { name: string; user_ids: unknown[] };

    /** A client signed in with a watchlist, and every watchlist event it hears, in order. */
    const signedIn = async (
      node: RealtimeTestServer,
      userId: string,
      watchlist: string[],
    ): Promise<{ client: Pusher; events: WatchlistEvent[] }> => {
      const client = await openClient(node, { userId, watchlist });
      const events: WatchlistEvent[] = [];
      const record = (event: WatchlistEvent) => events.push(event);
      client.user.watchlist.bind('online', record);
      client.user.watchlist.bind('offline', record);
      client.signin();
      await client.user.signinDonePromise;
      return { client, events };
    };

    it('tell a user who of their watchlist is online at sign-in, then who comes and goes, on any node', async () => {
      const ann = await signedIn(nodes.a, 'w-ann', ['w-bob', 'w-carol']);
      await expect
        .poll(() => ann.events)
        .toEqual([{ name: 'offline', user_ids: ['w-bob', 'w-carol'] }]);

      const bob = await signedIn(nodes.b, 'w-bob', []);
      await expect.poll(() => ann.events.length).toBe(2);
      expect(ann.events[1]).toEqual({ name: 'online', user_ids: ['w-bob'] });
      // A second socket of an online user changes nothing; the next event is Carol's.
      const bobAgain = await signedIn(nodes.a, 'w-bob', []);
      await signedIn(nodes.b, 'w-carol', []);
      await expect.poll(() => ann.events.length).toBe(3);
      expect(ann.events[2]).toEqual({ name: 'online', user_ids: ['w-carol'] });

      const dave = await signedIn(nodes.b, 'w-dave', ['w-ann', 'w-bob', 'w-erin']);
      await expect
        .poll(() => dave.events)
        .toEqual([
          { name: 'online', user_ids: ['w-ann', 'w-bob'] },
          { name: 'offline', user_ids: ['w-erin'] },
        ]);

      // Offline only with the last of Bob's sockets, wherever it was.
      bob.client.disconnect();
      bobAgain.client.disconnect();
      await expect.poll(() => ann.events.length).toBe(4);
      expect(ann.events[3]).toEqual({ name: 'offline', user_ids: ['w-bob'] });
      await expect.poll(() => dave.events.at(-1)).toEqual({ name: 'offline', user_ids: ['w-bob'] });
    });

    it('refuse a sign-in whose watchlist is not a list of ids', async () => {
      const raw = openRawSocket(nodes.a);
      const { data } = await raw.next('pusher:connection_established');
      const socketId = (data as { socket_id: string }).socket_id;
      const userData = JSON.stringify({ id: 'w-fay', watchlist: 'w-bob' });
      raw.send('pusher:signin', {
        user_data: userData,
        auth: signUser(TEST_REALTIME_APP, socketId, userData),
      });
      expect((await raw.next('pusher:error')).data).toEqual({
        code: 4009,
        message: expect.stringContaining('watchlist'),
      });
      raw.socket.close();
    });
  });
});
