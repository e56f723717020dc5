import { realtimeChannel } from '@hearth/domain';
import type { Members } from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import {
  type ClientIdentity,
  collect,
  nextEvent,
  openRawSocket,
  pusherServerLibrary,
  subscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';
import { TEST_REALTIME_APP } from '../../../test/server.ts';
import { signChannel } from './signatures.ts';

const shared = useTestServer();
const openClient = usePusherClients();
const connect = (identity?: ClientIdentity) => openClient(shared.server, identity);

describe('connecting', () => {
  it('establishes with a socket id and the 120 s activity timeout', async () => {
    const raw = openRawSocket(shared.server);
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
    await pusherServerLibrary(shared.server).trigger('news', 'headline', { title: 'hello' });
    expect(await received).toEqual({ title: 'hello' });
  });

  it('delivers on a private channel signed for the subscriber', async () => {
    const client = await connect({ userId: '7' });
    const channel = await subscribed(client, realtimeChannel.user(7));
    const received = nextEvent(channel, 'ping');
    await pusherServerLibrary(shared.server).trigger(realtimeChannel.user(7), 'ping', { n: 1 });
    expect(await received).toEqual({ n: 1 });
  });

  it('decrypts on a private-encrypted channel with the shared secret of its auth', async () => {
    const client = await connect({ userId: '7' });
    const name = realtimeChannel.patient(3);
    const channel = await subscribed(client, name);
    const received = nextEvent(channel, 'note');
    await pusherServerLibrary(shared.server).trigger(name, 'note', { text: 'confidential' });
    expect(await received).toEqual({ text: 'confidential' });
  });
});

type Member = { id: string; info: Record<string, unknown> };
const hub = realtimeChannel.hub(1);

describe('presence', () => {
  it('lists members, tells the others who came and went, and counts a user once over two sockets', async () => {
    const ann = await connect({ userId: '1', userInfo: { name: 'Ann' } });
    const annChannel = await subscribed(ann, hub);
    const added = collect<Member>(annChannel, 'pusher:member_added');
    const removed = collect<Member>(annChannel, 'pusher:member_removed');

    const bob = await connect({ userId: '2', userInfo: { name: 'Bob' } });
    const bobChannel = await subscribed(bob, hub);
    const bobMembers = (bobChannel as unknown as { members: Members }).members;
    expect(bobMembers.count).toBe(2);
    expect(bobMembers.get('1')).toEqual({ id: '1', info: { name: 'Ann' } });

    const bobAgain = await connect({ userId: '2', userInfo: { name: 'Bob' } });
    await subscribed(bobAgain, hub);
    const library = pusherServerLibrary(shared.server);
    const users = await (await library.get({ path: `/channels/${hub}/users` })).json();
    expect(users).toEqual({ users: expect.arrayContaining([{ id: '1' }, { id: '2' }]) });
    expect(users.users).toHaveLength(2);

    // Events on one channel arrive in order: once this one is in, any member_added would be too.
    await syncOn(annChannel);
    expect(added).toEqual([{ id: '2', info: { name: 'Bob' } }]);

    bob.disconnect();
    await syncOn(annChannel);
    expect(removed).toEqual([]);

    bobAgain.disconnect();
    await expect.poll(() => removed).toEqual([{ id: '2', info: { name: 'Bob' } }]);
  });

  it('refuses channel_data without a user id', async () => {
    const raw = openRawSocket(shared.server);
    const { data } = await raw.next('pusher:connection_established');
    const socketId = (data as { socket_id: string }).socket_id;
    const channelData = JSON.stringify({ user_info: {} });
    raw.send('pusher:subscribe', {
      channel: hub,
      auth: signChannel(TEST_REALTIME_APP, socketId, hub, channelData),
      channel_data: channelData,
    });
    expect(await raw.next('pusher:subscription_error')).toMatchObject({
      channel: hub,
      data: { type: 'AuthError', status: 401 },
    });
    raw.socket.close();
  });
});

describe('refusals', () => {
  it('answers a wrong signature with a subscription error on the channel and keeps the connection', async () => {
    const raw = openRawSocket(shared.server);
    const { data } = await raw.next('pusher:connection_established');
    const socketId = (data as { socket_id: string }).socket_id;
    const wrong = { key: TEST_REALTIME_APP.key, secret: 'not-the-secret' };
    raw.send('pusher:subscribe', {
      channel: 'private-users.1',
      auth: signChannel(wrong, socketId, 'private-users.1'),
    });
    const error = await raw.next('pusher:subscription_error');
    expect(error).toEqual({
      event: 'pusher:subscription_error',
      channel: 'private-users.1',
      data: { type: 'AuthError', error: expect.stringContaining('private-users.1'), status: 401 },
    });
    // Signed for another socket: as wrong as a wrong secret.
    raw.send('pusher:subscribe', {
      channel: 'private-users.1',
      auth: signChannel(TEST_REALTIME_APP, '1.1', 'private-users.1'),
    });
    expect((await raw.next('pusher:subscription_error')).data).toMatchObject({ status: 401 });
    raw.send('pusher:ping', {});
    await raw.next('pusher:pong');
    raw.socket.close();
  });

  it('refuses a channel name that is not valid or too long on that channel, and a missing one with 4300', async () => {
    const raw = openRawSocket(shared.server);
    await raw.next('pusher:connection_established');
    const invalid: [channel: string, error: string][] = [
      ['news!', 'not a valid channel name'],
      ['n'.repeat(201), 'limited to 200 characters'],
    ];
    for (const [channel, error] of invalid) {
      raw.send('pusher:subscribe', { channel });
      expect(await raw.next('pusher:subscription_error')).toEqual({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'InvalidChannel', error: expect.stringContaining(error), status: 400 },
      });
    }
    raw.send('pusher:subscribe', {});
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: 4300 });
    raw.send('pusher:subscribe', { channel: 'n'.repeat(200) });
    await raw.next('pusher_internal:subscription_succeeded');
    raw.socket.close();
  });
});

/** Round trip of one event through the server to `channel`'s subscriber. */
async function syncOn(channel: Awaited<ReturnType<typeof subscribed>>) {
  const marker = `sync-${Math.random()}`;
  const arrived = nextEvent(channel, 'sync');
  await pusherServerLibrary(shared.server).trigger(channel.name, 'sync', { marker });
  expect(await arrived).toEqual({ marker });
}
