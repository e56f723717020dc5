import type PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openRawSocket,
  pusherServerLibrary,
  rawSubscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';
import type { RealtimeTestServer } from '../../../test/realtimeServer.ts';
import { type Nodes, realtimeTopologies } from '../../../test/realtimeTopologies.ts';
import { TEST_REALTIME, TEST_REALTIME_APP } from '../../../test/server.ts';

// Pusher's cache channels, subscription counts and watchlists (issue 25), with pusher-js and the
// official server library, on one node and on two nodes sharing a Redis.

const settings = { ...TEST_REALTIME, apps: [{ ...TEST_REALTIME_APP }] };

const openClient = usePusherClients();

/** Every event a channel hands its bindings, in order, as [name, data]. */
function received(client: Pusher, channelName: string): [string, unknown][] {
  const events: [string, unknown][] = [];
  client.subscribe(channelName).bind_global((event: string, data: unknown) => {
    events.push([event, data]);
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
});
