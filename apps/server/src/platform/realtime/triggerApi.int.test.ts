import { createHash } from 'node:crypto';
import { errorResponseSchema, realtimeChannel } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import {
  nextEvent,
  pusherServerLibrary,
  subscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';
import { TEST_REALTIME_APP } from '../../../test/server.ts';
import { signRequest } from './signatures.ts';

const shared = useTestServer();
const openClient = usePusherClients();
const connect = (userId: string) => openClient(shared.server, { userId });

/** A trigger API request signed by hand, to vary what the library always gets right. */
function signedRequest(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  overrides: { secret?: string; timestamp?: number; bodyMd5?: string; noContentType?: true } = {},
) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const query: Record<string, string> = {
    auth_key: TEST_REALTIME_APP.key,
    auth_timestamp: String(overrides.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...(raw === undefined
      ? {}
      : { body_md5: overrides.bodyMd5 ?? createHash('md5').update(raw).digest('hex') }),
  };
  const signature = signRequest(overrides.secret ?? TEST_REALTIME_APP.secret, method, path, query);
  const search = new URLSearchParams({ ...query, auth_signature: signature });
  return shared.server.request(`${path}?${search}`, {
    method,
    ...(raw === undefined ? {} : { body: overrides.noContentType ? Buffer.from(raw) : raw }),
    // fetch labels a string body text/plain unless told, and bytes not at all.
    ...(overrides.noContentType ? {} : { headers: { 'content-type': 'application/json' } }),
  });
}

const eventsPath = `/apps/${TEST_REALTIME_APP.id}/events`;
const event = { name: 'ping', channel: 'news', data: '{}' };

describe('publishing', () => {
  it('publishes one event to several channels, leaving out the given socket, and reports counts', async () => {
    const sender = await connect('1');
    const receiver = await connect('2');
    const senderNews = await subscribed(sender, 'news');
    const receiverNews = await subscribed(receiver, 'news');
    const receiverOwn = await subscribed(receiver, realtimeChannel.user(2));
    const heardOnNews = nextEvent(receiverNews, 'update');
    const heardOnOwn = nextEvent(receiverOwn, 'update');
    const senderHeard: unknown[] = [];
    senderNews.bind('update', (data: unknown) => senderHeard.push(data));

    const library = pusherServerLibrary(shared.server);
    const response = await library.trigger(
      ['news', realtimeChannel.user(2)],
      'update',
      { v: 1 },
      {
        socket_id: sender.connection.socket_id,
        info: 'subscription_count',
      },
    );
    expect(await response.json()).toEqual({
      channels: {
        news: { subscription_count: 2 },
        [realtimeChannel.user(2)]: { subscription_count: 1 },
      },
    });
    expect(await heardOnNews).toEqual({ v: 1 });
    expect(await heardOnOwn).toEqual({ v: 1 });
    expect(senderHeard).toEqual([]);
  });

  it('takes a body without a Content-Type as JSON, and ignores a socket_id that is none', async () => {
    const client = await connect('4');
    const heard = nextEvent(await subscribed(client, 'news'), 'plain');
    const body = { name: 'plain', channel: 'news', data: '{"n":4}', socket_id: 'not-a-socket' };
    const response = await signedRequest('POST', eventsPath, body, { noContentType: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await heard).toEqual({ n: 4 });
  });

  it('publishes a batch', async () => {
    const client = await connect('3');
    const news = await subscribed(client, 'news');
    const first = nextEvent(news, 'first');
    const second = nextEvent(news, 'second');
    await pusherServerLibrary(shared.server).triggerBatch([
      { channel: 'news', name: 'first', data: { n: 1 } },
      { channel: 'news', name: 'second', data: { n: 2 } },
    ]);
    expect(await Promise.all([first, second])).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('channel information', () => {
  it('lists occupied channels, one channel and a presence channel users', async () => {
    const hub = realtimeChannel.hub(8);
    await subscribed(await connect('5'), hub);
    await subscribed(await connect('5'), hub);
    await subscribed(await connect('6'), hub);
    const library = pusherServerLibrary(shared.server);

    const channels = await library.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(await channels.json()).toEqual({ channels: { [hub]: { user_count: 2 } } });
    const counted = await library.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'subscription_count,user_count' },
    });
    expect(await counted.json()).toEqual({
      channels: { [hub]: { subscription_count: 3, user_count: 2 } },
    });

    const one = await library.get({
      path: `/channels/${hub}`,
      params: { info: 'subscription_count,user_count' },
    });
    expect(await one.json()).toEqual({ occupied: true, subscription_count: 3, user_count: 2 });

    const empty = await library.get({ path: '/channels/presence-hubs.999' });
    expect(await empty.json()).toEqual({ occupied: false });

    const users = await (await library.get({ path: `/channels/${hub}/users` })).json();
    expect(users.users.map((user: { id: string }) => user.id).sort()).toEqual(['5', '6']);
  });

  it('refuses users of a channel that is not presence with 400', async () => {
    const response = await signedRequest(
      'GET',
      `/apps/${TEST_REALTIME_APP.id}/channels/news/users`,
    );
    expect(response.status).toBe(400);
  });
});

describe('refusals', () => {
  it('refuses an unknown app with 404', async () => {
    const response = await signedRequest('POST', '/apps/nobody/events', event);
    expect(response.status).toBe(404);
    expect(errorResponseSchema.parse(await response.json()).code).toBe('not_found');
  });

  it('refuses a wrong secret, a stale timestamp and a body that is not the signed one with 401', async () => {
    const stale = Math.floor(Date.now() / 1000) - 601;
    for (const overrides of [
      { secret: 'wrong' },
      { timestamp: stale },
      { bodyMd5: '0'.repeat(32) },
    ]) {
      const response = await signedRequest('POST', eventsPath, event, overrides);
      expect(response.status).toBe(401);
      expect(errorResponseSchema.parse(await response.json()).code).toBe('unauthenticated');
    }
    const unsigned = await shared.server.request(eventsPath, {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
  });

  it("refuses malformed events and bad JSON with 400 and Pusher's error text", async () => {
    const invalid = [
      { name: 'ping', data: '{}' },
      { ...event, channels: ['a'] },
      { ...event, name: 'pusher_internal:member_added' },
      { name: 'ping', data: '{}', channels: Array.from({ length: 101 }, (_, i) => `c${i}`) },
    ];
    for (const body of invalid) {
      const response = await signedRequest('POST', eventsPath, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'bad_request',
        error: expect.any(String),
      });
    }
    const notJson = await shared.server.request(eventsPath, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses event data over the size limit with 413', async () => {
    const big = { ...event, data: 'x'.repeat(TEST_REALTIME_APP.maxMessageBytes + 1) };
    const response = await signedRequest('POST', eventsPath, big);
    expect(response.status).toBe(413);
    expect(errorResponseSchema.parse(await response.json()).code).toBe('payload_too_large');
  });
});
