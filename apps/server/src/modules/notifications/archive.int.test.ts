import { notificationListResponseSchema, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../../test/factories/notifications.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';
import { expectFieldErrors } from '../../../test/responses.ts';
import { signedInCast } from '../../../test/signedInCast.ts';

// The archive: all of a person's notifications, paged and filtered by kind, read state and days;
// never anyone else's, whatever the filter.

const context = useTestServer();
const cast = signedInCast(context);
const day = (iso: string, hour = 12) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);
const ids: Record<string, number> = {};

const idsOf = async (query: string, who = 'reader') => {
  const response = await cast.as(who).client.request(`/api/notifications?${query}`);
  const body = await bodyOf(response, notificationListResponseSchema);
  return { ids: body.data.map((row) => row.id), total: body.meta.total };
};

beforeAll(async () => {
  const reader = await cast.signIn('reader', Role.agency);
  const other = await cast.signIn('other', Role.agency);
  ids.marchPosting = await createNotification(context.db, reader.id, {
    createdAt: day('2026-03-01', 0),
  });
  ids.marchReferral = await createNotification(context.db, reader.id, {
    kind: 'referral.closed',
    createdAt: day('2026-03-02', 23),
    readAt: day('2026-03-03'),
  });
  ids.aprilPosting = await createNotification(context.db, reader.id, {
    createdAt: day('2026-04-10'),
  });
  ids.othersMarch = await createNotification(context.db, other.id, {
    kind: 'referral.closed',
    createdAt: day('2026-03-02'),
  });
});

describe('the notification archive', () => {
  it('filters by kind, by read state and by a range of instants, both ends included', async () => {
    expect(await idsOf('kind=referral.closed')).toEqual({ ids: [ids.marchReferral], total: 1 });
    expect(await idsOf('unread=false')).toEqual({ ids: [ids.marchReferral], total: 1 });
    expect(await idsOf('from=2026-03-01T00:00:00Z&to=2026-03-02T23:59:59.999Z')).toEqual({
      ids: [ids.marchReferral, ids.marchPosting],
      total: 2,
    });
    expect(await idsOf('from=2026-03-02T00:00:00Z')).toEqual({
      ids: [ids.aprilPosting, ids.marchReferral],
      total: 2,
    });
    expect(await idsOf('to=2026-03-01T23:59:59.999Z&kind=posting.accepted&unread=true')).toEqual({
      ids: [ids.marchPosting],
      total: 1,
    });
  });

  it('pages the whole history, newest first', async () => {
    expect(await idsOf('perPage=2&page=1')).toEqual({
      ids: [ids.aprilPosting, ids.marchReferral],
      total: 3,
    });
    expect(await idsOf('perPage=2&page=2')).toEqual({ ids: [ids.marchPosting], total: 3 });
  });

  it("never shows another person's, whatever the filter", async () => {
    expect(
      await idsOf('kind=referral.closed&from=2026-03-02T00:00:00Z&to=2026-03-02T23:59:59.999Z'),
    ).toEqual({
      ids: [ids.marchReferral],
      total: 1,
    });
    expect(await idsOf('kind=referral.closed', 'other')).toEqual({
      ids: [ids.othersMarch],
      total: 1,
    });
  });

  it('refuses an unknown kind, a day without its time and a range that ends before it starts', async () => {
    const client = cast.as('reader').client;
    expect(
      await expectFieldErrors(await client.request('/api/notifications?kind=secret.kind')),
    ).toHaveProperty('kind');
    expect(
      await expectFieldErrors(await client.request('/api/notifications?from=2026-03-01')),
    ).toHaveProperty('from');
    expect(
      await expectFieldErrors(
        await client.request(
          '/api/notifications?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z',
        ),
      ),
    ).toEqual({ to: ['common:notifications.validation.toOnOrAfterFrom'] });
  });
});
