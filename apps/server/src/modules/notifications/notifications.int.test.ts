import {
  DEFAULT_PER_PAGE,
  notificationListResponseSchema,
  Role,
  unreadCountResponseSchema,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../../test/browserClient.ts';
import { createNotification } from '../../../test/factories/notifications.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';
import { expectFieldErrors } from '../../../test/responses.ts';
import { signedInCast } from '../../../test/signedInCast.ts';

const context = useTestServer();
const cast = signedInCast(context);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
let oldest: number;
let newest: number;
let alreadyRead: number;
let othersNotification: number;

const listOf = async (client: BrowserClient, query = '') =>
  bodyOf(await client.request(`/api/notifications${query}`), notificationListResponseSchema);
const unreadOf = async (client: BrowserClient) =>
  (await bodyOf(await client.request('/api/notifications/unread-count'), unreadCountResponseSchema))
    .data.unread;

beforeAll(async () => {
  const reader = await cast.signIn('reader', Role.caregiver);
  const other = await cast.signIn('other', Role.agency);
  await cast.signIn('empty', Role.user);
  oldest = await createNotification(context.db, reader.id, { createdAt: minutesAgo(30) });
  alreadyRead = await createNotification(context.db, reader.id, {
    createdAt: minutesAgo(20),
    readAt: minutesAgo(10),
  });
  newest = await createNotification(context.db, reader.id, { createdAt: minutesAgo(1) });
  othersNotification = await createNotification(context.db, other.id);
});

describe('GET /api/notifications', () => {
  it("lists the caller's own, newest first, with the unread count", async () => {
    const list = await listOf(cast.as('reader').client);
    expect(list.data.map((item) => item.id)).toEqual([newest, alreadyRead, oldest]);
    expect(list.meta).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE, total: 3, unread: 2 });
    expect(list.data.map((item) => item.id)).not.toContain(othersNotification);
  });

  it('filters unread or read, and pages', async () => {
    const client = cast.as('reader').client;
    expect((await listOf(client, '?unread=true')).data.map((item) => item.id)).toEqual([
      newest,
      oldest,
    ]);
    expect((await listOf(client, '?unread=false')).data.map((item) => item.id)).toEqual([
      alreadyRead,
    ]);
    const second = await listOf(client, '?perPage=2&page=2');
    expect(second.data.map((item) => item.id)).toEqual([oldest]);
    expect(second.meta.total).toBe(3);
  });

  it('refuses a malformed filter with 422 and answers 401 signed out', async () => {
    const errors = await expectFieldErrors(
      await cast.as('reader').client.request('/api/notifications?unread=maybe'),
    );
    expect(Object.keys(errors)).toEqual(['unread']);
    expect((await new BrowserClient(context.server).request('/api/notifications')).status).toBe(
      401,
    );
  });
});

describe('marking read', () => {
  it("answers 404 for another user's notification and leaves it unread", async () => {
    const response = await cast
      .as('reader')
      .client.json(`/api/notifications/${othersNotification}/read`, 'POST');
    expect(response.status).toBe(404);
    expect(await unreadOf(cast.as('other').client)).toBe(1);
  });

  it('marks one read, once, and answers the count left', async () => {
    const client = cast.as('reader').client;
    const marked = await client.json(`/api/notifications/${oldest}/read`, 'POST');
    expect((await bodyOf(marked, unreadCountResponseSchema)).data.unread).toBe(1);
    const again = await client.json(`/api/notifications/${oldest}/read`, 'POST');
    expect((await bodyOf(again, unreadCountResponseSchema)).data.unread).toBe(1);
    const listed = await listOf(client);
    expect(listed.data.find((item) => item.id === oldest)?.readAt).not.toBeNull();
  });

  it('marks all of the caller’s read, and nobody else’s', async () => {
    const client = cast.as('reader').client;
    const response = await client.json('/api/notifications/read-all', 'POST');
    expect((await bodyOf(response, unreadCountResponseSchema)).data.unread).toBe(0);
    expect(await unreadOf(client)).toBe(0);
    expect(await unreadOf(cast.as('other').client)).toBe(1);
    expect(await unreadOf(cast.as('empty').client)).toBe(0);
  });

  it('refuses a malformed id with 422, and a cookie without the CSRF header with 419', async () => {
    const client = cast.as('other').client;
    expect((await client.json('/api/notifications/abc/read', 'POST')).status).toBe(422);
    client.sendCsrfHeader = false;
    const response = await client.json('/api/notifications/read-all', 'POST');
    client.sendCsrfHeader = true;
    expect(response.status).toBe(419);
    expect(await unreadOf(client)).toBe(1);
  });
});
