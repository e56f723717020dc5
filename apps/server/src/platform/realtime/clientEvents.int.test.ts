import { realtimeChannel } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useRealtimeServer } from '../../../test/harness.ts';
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
import { signChannel, signUser } from './signatures.ts';

// Client events turned off, and names over 200 characters: pusherConformance.int.test.ts.
const server = useRealtimeServer();
const openClient = usePusherClients();
const connect = (identity?: ClientIdentity) => openClient(server, identity);

describe('client events', () => {
  it('reach the other subscribers of a private channel, never the sender', async () => {
    const name = 'private-chat.1';
    const sender = await subscribed(await connect({ userId: '1' }), name);
    const receiver = await subscribed(await connect({ userId: '2' }), name);
    const echoed = collect(sender, 'client-typing');
    const heard = nextEvent(receiver, 'client-typing');
    expect(sender.trigger('client-typing', { typing: true })).toBe(true);
    expect(await heard).toEqual({ typing: true });
    // The receiver answers; the sender hearing that proves its own event was not echoed before.
    const answer = nextEvent(sender, 'client-typing');
    receiver.trigger('client-typing', { typing: false });
    await answer;
    expect(echoed).toEqual([{ typing: false }]);
  });

  it('carry the sender as user_id on a presence channel', async () => {
    const hub = realtimeChannel.hub(5);
    const sender = await subscribed(await connect({ userId: '1' }), hub);
    const receiver = await subscribed(await connect({ userId: '2' }), hub);
    const heard = new Promise<unknown>((resolve) => {
      receiver.bind('client-wave', (data: unknown, metadata: { user_id?: string }) =>
        resolve({ data, userId: metadata.user_id }),
      );
    });
    sender.trigger('client-wave', { hello: 1 });
    expect(await heard).toEqual({ data: { hello: 1 }, userId: '1' });
  });

  it('are refused on a public channel', async () => {
    const raw = openRawSocket(server);
    await raw.next('pusher:connection_established');
    raw.send('pusher:subscribe', { channel: 'news' });
    await raw.next('pusher_internal:subscription_succeeded');
    raw.send('client-shout', { loud: true }, 'news');
    expect(await raw.next('pusher:error')).toMatchObject({
      channel: 'news',
      data: { code: 4009 },
    });
    raw.socket.close();
  });

  it('are limited to ten a second per connection', async () => {
    const raw = openRawSocket(server);
    const { data } = await raw.next('pusher:connection_established');
    const socketId = (data as { socket_id: string }).socket_id;
    const name = 'private-chat.3';
    raw.send('pusher:subscribe', {
      channel: name,
      auth: signChannel(TEST_REALTIME_APP, socketId, name),
    });
    await raw.next('pusher_internal:subscription_succeeded');
    for (let count = 0; count < 11; count += 1) {
      raw.send('client-tick', { count }, name);
    }
    expect(await raw.next('pusher:error')).toMatchObject({ channel: name, data: { code: 4301 } });
    raw.socket.close();
  });
});

describe('signing in', () => {
  it('accepts a signed user and lets pusher-js hear events sent to that user', async () => {
    const client = await connect({ userId: '42' });
    client.signin();
    // pusher-js keeps its server-to-user channel to itself; its subscription is the sign-in's end.
    const user = client.user as unknown as { serverToUserChannel: { subscribed: boolean } | null };
    await expect.poll(() => user.serverToUserChannel?.subscribed ?? false).toBe(true);
    const heard = new Promise<unknown>((resolve) => client.user.bind('welcome', resolve));
    await pusherServerLibrary(server).sendToUser('42', 'welcome', { hi: 'there' });
    expect(await heard).toEqual({ hi: 'there' });
  });

  it('refuses a bad signature with 4009', async () => {
    const raw = openRawSocket(server);
    const { data } = await raw.next('pusher:connection_established');
    const socketId = (data as { socket_id: string }).socket_id;
    const userData = JSON.stringify({ id: '1' });
    raw.send('pusher:signin', {
      user_data: userData,
      auth: signUser({ key: TEST_REALTIME_APP.key, secret: 'wrong' }, socketId, userData),
    });
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: 4009 });
    // Without a sign-in, another user's server-to-user channel stays closed.
    raw.send('pusher:subscribe', { channel: '#server-to-user-1' });
    expect(await raw.next('pusher:subscription_error')).toMatchObject({
      channel: '#server-to-user-1',
      data: { type: 'AuthError', status: 401 },
    });
    raw.socket.close();
  });
});
