import { ReferralStatus } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededCityId } from '../../../../test/factories/reference.ts';
import { createReferral, useReferralWorld } from '../../../../test/factories/referrals.ts';
import { sharedLivingHubs } from '../../../db/schema/index.ts';

const world = useReferralWorld();
const march = { from: '2026-03-01', to: '2026-03-31' };

type Rows = { data: Record<string, unknown>[]; meta: { total: number } };

async function rowsOf(client: keyof typeof world.clients, body: object): Promise<Rows> {
  const response = await world.clients[client].json('/api/reports/referrals', 'POST', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Rows;
}

const people = (rows: Rows) => rows.data.map((row) => row.person).sort();

beforeAll(async () => {
  // The first hub is in Toronto; the other agency's has no city.
  await world.db
    .update(sharedLivingHubs)
    .set({ cityId: await seededCityId(world.db, 'ON', 'Toronto') })
    .where(eq(sharedLivingHubs.id, world.hubId));
  await createReferral(world.db, world.hubId, {
    firstName: 'Ada',
    partnerId: world.partnerId,
    createdAt: new Date('2026-03-02T15:00:00Z'),
    hospitalAdmittedOn: '2026-02-20',
    hospitalDischargeOn: '2026-02-25',
    visitOn: '2026-03-04',
    approvedOn: '2026-03-05',
    acceptedOn: '2026-03-06',
    moveInOn: '2026-03-09',
    moveOutOn: '2026-03-19',
  });
  await createReferral(world.db, world.hubId, {
    firstName: 'Bea',
    partnerId: world.otherPartnerId,
    status: ReferralStatus.hold,
    createdAt: new Date('2026-03-10T15:00:00Z'),
    visitOn: '2026-03-14',
  });
  await createReferral(world.db, world.otherHubId, {
    firstName: 'Cid',
    partnerId: world.partnerId,
    status: ReferralStatus.closed,
    createdAt: new Date('2026-03-03T15:00:00Z'),
  });
  // 23:30 on 28 February in Toronto, and April: both outside March.
  await createReferral(world.db, world.hubId, {
    firstName: 'Dee',
    partnerId: world.partnerId,
    createdAt: new Date('2026-03-01T04:30:00Z'),
  });
  await createReferral(world.db, world.hubId, {
    firstName: 'Eve',
    partnerId: world.partnerId,
    createdAt: new Date('2026-04-01T15:00:00Z'),
  });
});

describe('the referrals report', () => {
  it("shows a referral's six durations in days, counted from its dates", async () => {
    const { data } = await rowsOf('admin', { filter: march, sort: 'createdOn' });
    expect(data[0]).toStrictEqual({
      createdOn: '2026-03-02',
      person: 'Ada Referred',
      hub: expect.any(String),
      partner: expect.any(String),
      status: 'open',
      hospitalStayDays: 5,
      stayDays: 10,
      createdToVisitDays: 2,
      approvedDays: 3,
      acceptedDays: 4,
      moveInDays: 7,
    });
    expect(data[2]).toMatchObject({
      person: 'Bea Referred',
      status: 'hold',
      hospitalStayDays: null,
      stayDays: null,
      createdToVisitDays: 4,
      moveInDays: null,
    });
  });

  it('counts the referrals made on the agency days of the range', async () => {
    const all = await rowsOf('admin', { filter: march });
    expect(all.meta.total).toBe(3);
    expect(people(all)).toStrictEqual(['Ada Referred', 'Bea Referred', 'Cid Referred']);
  });

  it('shows those who run the hub only the referrals to it', async () => {
    expect(people(await rowsOf('hubOwner', { filter: march }))).toStrictEqual([
      'Ada Referred',
      'Bea Referred',
    ]);
    expect(people(await rowsOf('hubAgent', { filter: march }))).toHaveLength(2);
    expect(people(await rowsOf('otherAgency', { filter: march }))).toStrictEqual(['Cid Referred']);
  });

  it('shows a partner only the referrals it made, to any hub', async () => {
    expect(people(await rowsOf('partner', { filter: march }))).toStrictEqual([
      'Ada Referred',
      'Cid Referred',
    ]);
    expect(people(await rowsOf('partnerAgent', { filter: march }))).toHaveLength(2);
    expect(people(await rowsOf('otherPartner', { filter: march }))).toStrictEqual(['Bea Referred']);
  });

  it("refuses a caregiver, and answers 404 for an agency outside the caller's reach", async () => {
    const caregiver = await world.clients.caregiver.json('/api/reports/referrals', 'POST', {
      filter: march,
    });
    expect(caregiver.status).toBe(403);
    const [hub] = await world.db
      .select({ agencyId: sharedLivingHubs.agencyId })
      .from(sharedLivingHubs)
      .where(eq(sharedLivingHubs.id, world.otherHubId));
    for (const client of ['partner', 'hubOwner'] as const) {
      const response = await world.clients[client].json('/api/reports/referrals', 'POST', {
        filter: { ...march, agencyId: hub?.agencyId },
      });
      expect(response.status).toBe(404);
    }
  });

  it("narrows to an agency, a status and a region (the hub's province)", async () => {
    const [hub] = await world.db
      .select({ agencyId: sharedLivingHubs.agencyId })
      .from(sharedLivingHubs)
      .where(eq(sharedLivingHubs.id, world.otherHubId));
    expect(
      people(await rowsOf('admin', { filter: { ...march, agencyId: hub?.agencyId } })),
    ).toStrictEqual(['Cid Referred']);
    expect(people(await rowsOf('admin', { filter: { ...march, status: 'hold' } }))).toStrictEqual([
      'Bea Referred',
    ]);
    expect(people(await rowsOf('admin', { filter: { ...march, region: 'ca-on' } }))).toStrictEqual([
      'Ada Referred',
      'Bea Referred',
    ]);
    expect((await rowsOf('admin', { filter: { ...march, region: 'US-CA' } })).meta.total).toBe(0);
  });

  it('sorts and pages without repeating a row', async () => {
    const longestStayFirst = await rowsOf('admin', { filter: march, sort: '-stayDays' });
    expect(longestStayFirst.data[0]?.person).toBe('Ada Referred');
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { data, meta } = await rowsOf('admin', {
        filter: march,
        sort: '-createdOn',
        page,
        perPage: 1,
      });
      expect(meta.total).toBe(3);
      pages.push(data[0]?.person);
    }
    expect(pages).toStrictEqual(['Bea Referred', 'Cid Referred', 'Ada Referred']);
  });

  it('refuses a status referrals do not have', async () => {
    const response = await world.clients.admin.json('/api/reports/referrals', 'POST', {
      filter: { ...march, status: 'accepted' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });

  it('charts referrals made and the average durations per week, zero in a quiet week', async () => {
    const response = await world.clients.admin.json('/api/reports/referrals/graph', 'POST', {
      filter: march,
      bucket: 'week',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { key: string; points: { bucket: string; value: number }[] }[];
    };
    const valuesOf = (key: string) =>
      Object.fromEntries(
        (data.find((series) => series.key === key)?.points ?? []).map((point) => [
          point.bucket,
          point.value,
        ]),
      );
    expect(data.map((series) => series.key)).toStrictEqual([
      'referrals',
      'hospitalStay',
      'stay',
      'createdToVisit',
      'approved',
      'accepted',
      'moveIn',
    ]);
    // Weeks start on Monday: 1 March (a Sunday) opens the range in the week of 23 February.
    expect(valuesOf('referrals')).toStrictEqual({
      '2026-02-23': 0,
      '2026-03-02': 2,
      '2026-03-09': 1,
      '2026-03-16': 0,
      '2026-03-23': 0,
      '2026-03-30': 0,
    });
    expect(valuesOf('createdToVisit')['2026-03-02']).toBe(2);
    expect(valuesOf('createdToVisit')['2026-03-09']).toBe(4);
    expect(valuesOf('moveIn')['2026-03-02']).toBe(7);
  });

  it('charts only what the partner may see', async () => {
    const response = await world.clients.otherPartner.json('/api/reports/referrals/graph', 'POST', {
      filter: march,
      bucket: 'month',
    });
    const { data } = (await response.json()) as {
      data: { key: string; points: { bucket: string; value: number }[] }[];
    };
    expect(data[0]).toStrictEqual({
      key: 'referrals',
      points: [{ bucket: '2026-03-01', value: 1 }],
    });
  });
});
