import type { Notification, RealtimeEventMap } from '@hearth/domain';
import { realtimeChannel } from '@hearth/domain';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { useRealtimeServer } from '../../../test/harness.ts';
import {
  type ClientIdentity,
  collect,
  nextEvent,
  pusherOptions,
  subscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';

const server = useRealtimeServer();
const echoes: Echo<'reverb'>[] = [];
const openClient = usePusherClients();
const connect = (identity?: ClientIdentity) => openClient(server, identity);

afterEach(() => {
  for (const echo of echoes.splice(0)) {
    echo.disconnect();
  }
});

const notification = (id: number): Notification => ({
  id,
  kind: 'note.appended',
  priority: 2,
  title: `Notice ${id}`,
  body: 'A note was appended.',
  link: null,
  params: {},
  readAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const read = (unread: number): RealtimeEventMap['NotificationsRead'] => ({ ids: null, unread });

const echoFor = (identity: ClientIdentity) => {
  const echo = new Echo({
    broadcaster: 'reverb',
    key: 'test-app-key',
    namespace: 'notifications',
    Pusher,
    ...pusherOptions(server, identity),
  });
  echoes.push(echo);
  return echo;
};

describe('laravel-echo with the app broadcaster', () => {
  it('hears a namespaced event on a private channel', async () => {
    const echo = echoFor({ userId: '7' });
    const heard = new Promise<unknown>((resolve) => {
      echo.private('users.7').listen('NotificationsRead', resolve);
    });
    await new Promise<void>((resolve) => {
      echo.private('users.7').subscribed(() => resolve());
    });
    await server.realtime.broadcaster.broadcast(
      'NotificationsRead',
      [realtimeChannel.user(7)],
      read(3),
    );
    expect(await heard).toEqual(read(3));
  });

  it('hears an encrypted event on the patient channel', async () => {
    const echo = echoFor({ userId: '7' });
    const heard = new Promise<unknown>((resolve) => {
      echo.encryptedPrivate('patients.4').listen('NotificationCreated', resolve);
    });
    await new Promise<void>((resolve) => {
      echo.encryptedPrivate('patients.4').subscribed(() => resolve());
    });
    await server.realtime.broadcaster.broadcast(
      'NotificationCreated',
      [realtimeChannel.patient(4)],
      notification(1),
    );
    expect(await heard).toEqual(notification(1));
  });
});

describe('broadcast options', () => {
  const event = 'notifications\\NotificationsRead';

  it('leaves out the socket that caused the event (to others)', async () => {
    const sender = await connect({ userId: '7' });
    const otherTab = await connect({ userId: '7' });
    const senderChannel = await subscribed(sender, realtimeChannel.user(7));
    const otherChannel = await subscribed(otherTab, realtimeChannel.user(7));
    const senderHeard = collect(senderChannel, event);
    const otherHeard = nextEvent(otherChannel, event);
    await server.realtime.broadcaster.broadcast(
      'NotificationsRead',
      [realtimeChannel.user(7)],
      read(0),
      {
        exceptSocketId: sender.connection.socket_id,
      },
    );
    expect(await otherHeard).toEqual(read(0));
    // A second event reaching the sender proves the first one was skipped, not late.
    const next = nextEvent(senderChannel, event);
    await server.realtime.broadcaster.broadcast(
      'NotificationsRead',
      [realtimeChannel.user(7)],
      read(1),
    );
    expect(await next).toEqual(read(1));
    expect(senderHeard).toEqual([read(1)]);
  });

  it('delivers only to subscriptions signed for the given users', async () => {
    const channel = realtimeChannel.patient(9);
    const reader = await subscribed(await connect({ userId: '11' }), channel);
    const other = await subscribed(await connect({ userId: '12' }), channel);
    const unsigned = await subscribed(await connect(), channel);
    const otherHeard = collect(other, 'notifications\\NotificationCreated');
    const unsignedHeard = collect(unsigned, 'notifications\\NotificationCreated');
    const readerHeard = nextEvent(reader, 'notifications\\NotificationCreated');
    await server.realtime.broadcaster.broadcast('NotificationCreated', [channel], notification(2), {
      onlyUserIds: [11],
    });
    expect(await readerHeard).toEqual(notification(2));
    const everyone = [
      nextEvent(other, 'notifications\\NotificationCreated'),
      nextEvent(unsigned, 'notifications\\NotificationCreated'),
    ];
    await server.realtime.broadcaster.broadcast('NotificationCreated', [channel], notification(3));
    await Promise.all(everyone);
    expect(otherHeard).toEqual([notification(3)]);
    expect(unsignedHeard).toEqual([notification(3)]);
  });
});
