import { type HubEvent, HubMemberStatus, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createHub, createMembership } from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { signedInCast } from '../../../../test/signedInCast.ts';
import { auditLog } from '../../../db/schema/index.ts';

type EventList = { data: HubEvent[]; meta: { total: number } };
type OneEvent = { data: HubEvent };

const world = useTestServer();
let hubId: number;
let otherHubId: number;
const { signIn, as } = signedInCast(world);

const now = new Date();
/** An instant in this month (UTC), on the given day at the given hour. */
const thisMonthAt = (day: number, hour: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, hour)).toISOString();
const nextMonthAt = (day: number, hour: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day, hour)).toISOString();

const outing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Picnic at the lake',
  kind: 'outing',
  startsAt: thisMonthAt(10, 14),
  endsAt: thisMonthAt(10, 17),
  location: 'Lakeside park',
  ...overrides,
});

const eventsPath = (hub = hubId) => `/api/hub/${hub}/hub-events`;

async function createEvent(body: Record<string, unknown> = outing()): Promise<HubEvent> {
  const response = await as('owner').client.json(eventsPath(), 'POST', body);
  return (await expectBody<OneEvent>(response, 201)).data;
}

beforeAll(async () => {
  const agencyId = await createAgency(world.db);
  const otherAgencyId = await createAgency(world.db);
  hubId = await createHub(world.db, { agencyId });
  otherHubId = await createHub(world.db, { agencyId: otherAgencyId });
  await signIn('owner', Role.agency, [agencyId]);
  await signIn('otherOwner', Role.agency, [otherAgencyId]);
  await signIn('admin', Role.admin);
  const member = await signIn('member', Role.caregiver);
  const peer = await signIn('peer', Role.caregiver);
  const pending = await signIn('pending', Role.caregiver);
  await signIn('outsider', Role.caregiver);
  await createMembership(world.db, hubId, member.id, HubMemberStatus.member);
  await createMembership(world.db, hubId, peer.id, HubMemberStatus.member);
  await createMembership(world.db, hubId, pending.id, HubMemberStatus.requestPending);
});

describe('reading the calendar', () => {
  it('lists this month by default, next month on request, and filters by kind', async () => {
    const picnic = await createEvent();
    const training = await createEvent(
      outing({
        title: 'First aid',
        kind: 'training',
        startsAt: nextMonthAt(3, 9),
        endsAt: nextMonthAt(3, 12),
      }),
    );
    const thisMonth = await expectBody<EventList>(
      await as('member').client.request(eventsPath()),
      200,
    );
    expect(thisMonth.data.map((event) => event.id)).toContain(picnic.id);
    expect(thisMonth.data.map((event) => event.id)).not.toContain(training.id);
    const from = nextMonthAt(1, 0);
    const to = nextMonthAt(32, 0);
    const next = await expectBody<EventList>(
      await as('member').client.request(
        `${eventsPath()}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&kind=training`,
      ),
      200,
    );
    expect(next.data.map((event) => event.id)).toStrictEqual([training.id]);
  });

  it('is for those who run the hub and its members: others 403, no hub 404', async () => {
    await expectBody(await as('admin').client.request(eventsPath()), 200);
    for (const key of ['pending', 'outsider', 'otherOwner']) {
      await expectBody(await as(key).client.request(eventsPath()), 403);
    }
    await expectBody(await as('owner').client.request(eventsPath(999999)), 404);
  });

  it('refuses a period that is not a time, and an unknown kind (422)', async () => {
    const errors = await expectFieldErrors(
      await as('owner').client.request(`${eventsPath()}?from=yesterday&kind=party`),
    );
    expect(Object.keys(errors).sort()).toStrictEqual(['from', 'kind']);
  });

  it('is documented in the OpenAPI description under the spec path', async () => {
    const document = await expectBody<{ paths: Record<string, Record<string, unknown>> }>(
      await world.server.request('/api/docs/json'),
      200,
    );
    expect(Object.keys(document.paths['/api/hub/{hubId}/hub-events'] ?? {}).sort()).toStrictEqual([
      'get',
      'post',
    ]);
  });

  it('refuses a backwards or year-long period (422)', async () => {
    const backwards = await expectFieldErrors(
      await as('owner').client.request(
        `${eventsPath()}?from=${encodeURIComponent(nextMonthAt(1, 0))}&to=${encodeURIComponent(thisMonthAt(1, 0))}`,
      ),
    );
    expect(backwards.to).toStrictEqual(['hubEvents:validation.rangeBackwards']);
    const long = await expectFieldErrors(
      await as('owner').client.request(
        `${eventsPath()}?from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z`,
      ),
    );
    expect(long.to).toStrictEqual(['hubEvents:validation.rangeTooLong']);
  });
});

describe('planning events', () => {
  it('refuses an end before the start (422), on create and on edit', async () => {
    const errors = await expectFieldErrors(
      await as('owner').client.json(eventsPath(), 'POST', outing({ endsAt: thisMonthAt(10, 13) })),
    );
    expect(errors.endsAt).toStrictEqual(['hubEvents:validation.endsBeforeStart']);
    const event = await createEvent();
    const edit = await expectFieldErrors(
      await as('owner').client.json(`${eventsPath()}/${event.id}`, 'PATCH', {
        endsAt: thisMonthAt(9, 0),
      }),
    );
    expect(edit.endsAt).toStrictEqual(['hubEvents:validation.endsBeforeStart']);
  });

  it('refuses an unknown kind and a missing title (422)', async () => {
    const errors = await expectFieldErrors(
      await as('owner').client.json(eventsPath(), 'POST', outing({ kind: 'party', title: ' ' })),
    );
    expect(Object.keys(errors).sort()).toStrictEqual(['kind', 'title']);
  });

  it('edits only the fields sent', async () => {
    const event = await createEvent();
    const body = await expectBody<OneEvent>(
      await as('owner').client.json(`${eventsPath()}/${event.id}`, 'PATCH', { title: 'Lake day' }),
      200,
    );
    expect(body.data).toMatchObject({
      title: 'Lake day',
      location: 'Lakeside park',
      kind: 'outing',
    });
  });

  it('cancels, never deletes: the event stays listed, and takes no more changes (409)', async () => {
    const event = await createEvent();
    const body = await expectBody<OneEvent>(
      await as('owner').client.json(`${eventsPath()}/${event.id}/cancel`, 'POST'),
      200,
    );
    expect(body.data.cancelledAt).not.toBeNull();
    const list = await expectBody<EventList>(await as('member').client.request(eventsPath()), 200);
    expect(list.data.find((row) => row.id === event.id)?.cancelledAt).toBe(body.data.cancelledAt);
    await expectBody(
      await as('owner').client.json(`${eventsPath()}/${event.id}/cancel`, 'POST'),
      409,
    );
    await expectBody(
      await as('owner').client.json(`${eventsPath()}/${event.id}`, 'PATCH', { title: 'Again' }),
      409,
    );
    const audited = await world.db
      .select({ subjectId: auditLog.subjectId })
      .from(auditLog)
      .where(eq(auditLog.action, 'hub_event.cancelled'));
    expect(audited).toContainEqual({ subjectId: String(event.id) });
  });

  it('is only for those who run the hub (403); another hub’s event is 404', async () => {
    await expectBody(await as('member').client.json(eventsPath(), 'POST', outing()), 403);
    await expectBody(await as('otherOwner').client.json(eventsPath(), 'POST', outing()), 403);
    const event = await createEvent();
    await expectBody(
      await as('member').client.json(`${eventsPath()}/${event.id}/cancel`, 'POST'),
      403,
    );
    await expectBody(
      await as('owner').client.json(`${eventsPath(otherHubId)}/${event.id}/cancel`, 'POST'),
      403,
    );
    await expectBody(
      await as('admin').client.json(`${eventsPath(otherHubId)}/${event.id}/cancel`, 'POST'),
      404,
    );
  });
});

describe('attendance', () => {
  const attendeePath = (eventId: number, userId: number) =>
    `${eventsPath()}/${eventId}/attendees/${userId}`;

  it('a member says they will attend, and then that they will not', async () => {
    const event = await createEvent();
    const member = as('member');
    const yes = await expectBody<OneEvent>(
      await member.client.json(attendeePath(event.id, member.user.id), 'PUT'),
      200,
    );
    expect(yes.data.attending).toBe(true);
    expect(yes.data.attendees.map((attendee) => attendee.id)).toStrictEqual([member.user.id]);
    const no = await expectBody<OneEvent>(
      await member.client.json(attendeePath(event.id, member.user.id), 'DELETE'),
      200,
    );
    expect(no.data).toMatchObject({ attending: false, attendees: [] });
  });

  it('a member answers for themself only (403); the hub for any member', async () => {
    const event = await createEvent();
    const peerId = as('peer').user.id;
    await expectBody(await as('member').client.json(attendeePath(event.id, peerId), 'PUT'), 403);
    const added = await expectBody<OneEvent>(
      await as('owner').client.json(attendeePath(event.id, peerId), 'PUT'),
      200,
    );
    expect(added.data.attendees.map((attendee) => attendee.id)).toStrictEqual([peerId]);
    await expectBody(await as('owner').client.json(attendeePath(event.id, peerId), 'DELETE'), 200);
  });

  it('only members in status member attend (422; a pending requester may not RSVP: 403)', async () => {
    const event = await createEvent();
    const pending = as('pending');
    const errors = await expectFieldErrors(
      await as('owner').client.json(attendeePath(event.id, pending.user.id), 'PUT'),
    );
    expect(errors.userId).toStrictEqual(['hubEvents:validation.notAMember']);
    await expectBody(
      await pending.client.json(attendeePath(event.id, pending.user.id), 'PUT'),
      403,
    );
  });

  it('a cancelled event takes no answers (409)', async () => {
    const event = await createEvent();
    await as('owner').client.json(`${eventsPath()}/${event.id}/cancel`, 'POST');
    const member = as('member');
    await expectBody(await member.client.json(attendeePath(event.id, member.user.id), 'PUT'), 409);
  });
});
