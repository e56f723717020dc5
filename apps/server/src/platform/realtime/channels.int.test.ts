import { namespacedEvent, realtimeChannel } from '@hearth/domain';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import {
  type ClientIdentity,
  collect,
  connectPusher,
  nextEvent,
  openRawSocket,
  pusherServerLibrary,
  subscribed,
} from '../../../test/realtimeClients.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';

let database: TestDatabase;
let server: TestServer;
const clients: Pusher[] = [];

const connect = async (identity?: ClientIdentity) => {
  const client = await connectPusher(server, identity);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ db: database.db });
});

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.disconnect();
  }
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('connecting', () => {
  it('establishes with a socket id and the 120 s activity timeout', async () => {
    const raw = openRawSocket(server);
    const established = await raw.next('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    raw.send('pusher:ping', {});
    await raw.next('pusher:pong');
    raw.socket.close();
  });
});

describe('channels, published by the official server library', () => {
  it('delivers on a public channel', async () => {
    const client = await connect();
    const channel = await subscribed(client, 'news');
    const received = nextEvent(channel, 'headline');
    await pusherServerLibrary(server).trigger('news', 'headline', { title: 'hello' });
    expect(await received).toEqual({ title: 'hello' });
  });

  it('delivers on a private channel signed for the subscriber', async () => {
    const client = await connect({ userId: '7' });
    const channel = await subscribed(client, realtimeChannel.user(7));
    const received = nextEvent(channel, 'ping');
    await pusherServerLibrary(server).trigger(realtimeChannel.user(7), 'ping', { n: 1 });
    expect(await received).toEqual({ n: 1 });
  });

  it('decrypts on a private-encrypted channel with the shared secret of its auth', async () => {
    const client = await connect({ userId: '7' });
    const name = realtimeChannel.patient(3);
    const channel = await subscribed(client, name);
    const received = nextEvent(channel, 'note');
    await pusherServerLibrary(server).trigger(name, 'note', { text: 'confidential' });
    expect(await received).toEqual({ text: 'confidential' });
  });
});
