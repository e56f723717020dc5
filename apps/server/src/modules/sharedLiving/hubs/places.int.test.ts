import { hubDetailSchema, itemResponse, ReferralStatus } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReferral, useReferralWorld } from '../../../../test/factories/referrals.ts';
import { createCluster, createHome, createHub } from '../../../../test/factories/sharedLiving.ts';
import { expectBody } from '../../../../test/responses.ts';

const world = useReferralWorld();

const oneHub = itemResponse(hubDetailSchema);

beforeAll(async () => {
  const result = await world.db.execute<{ today: string }>(sql`SELECT current_date::text AS today`);
  today = result.rows[0]?.today ?? '';
});

let today: string;

/** A date `days` from the database's today (its clock decides what takes a place). */
function dayFromToday(days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function readHub(hubId: number) {
  const response = await world.clients.admin.request(`/api/shared-living-hubs/${hubId}`);
  return oneHub.parse(await expectBody(response, 200)).data;
}

describe('vacancies', () => {
  it('are capacity less the places referrals take today, per home and for the hub', async () => {
    const hubId = await createHub(world.db, { partnerId: world.partnerId });
    const clusterId = await createCluster(world.db, hubId);
    const home = await createHome(world.db, clusterId, { capacity: 4 });
    const place = (options: Parameters<typeof createReferral>[2]) =>
      createReferral(world.db, hubId, { homeId: home, ...options });

    // Take a place: living there with a move-out still ahead; chosen and not moved in yet (open,
    // or on hold); moved in and the referral since closed.
    await place({ moveInOn: dayFromToday(-30), moveOutOn: dayFromToday(10) });
    await place({});
    await place({ status: ReferralStatus.hold });
    await place({ status: ReferralStatus.closed, moveInOn: dayFromToday(-60) });
    // Take none: moved out already, moving out today, closed before moving in, another home.
    await place({ moveInOn: dayFromToday(-90), moveOutOn: dayFromToday(-1) });
    await place({ moveInOn: dayFromToday(-90), moveOutOn: dayFromToday(0) });
    await place({ status: ReferralStatus.closed });
    await createReferral(world.db, world.hubId, { homeId: world.homeId });

    const hub = await readHub(hubId);
    expect(hub.clusters[0]?.homes[0]).toMatchObject({ capacity: 4, occupied: 4, vacancies: 0 });
    expect(hub).toMatchObject({ homeCount: 1, capacity: 4, occupied: 4, vacancies: 0 });
  }, 20_000);

  it('never go below zero in a home, and a full home does not eat another home’s', async () => {
    const hubId = await createHub(world.db, { partnerId: world.partnerId });
    const clusterId = await createCluster(world.db, hubId);
    const full = await createHome(world.db, clusterId, { capacity: 1 });
    const free = await createHome(world.db, clusterId, { capacity: 3 });
    // Over-full (as after a placement made before capacity was lowered by the database directly).
    await createReferral(world.db, hubId, { homeId: full });
    await createReferral(world.db, hubId, { homeId: full });
    const hub = await readHub(hubId);
    const vacanciesOf = (homeId: number) =>
      hub.clusters[0]?.homes.find((home) => home.id === homeId)?.vacancies;
    expect([vacanciesOf(full), vacanciesOf(free)]).toEqual([0, 3]);
    expect(hub).toMatchObject({ capacity: 4, occupied: 2, vacancies: 3 });
  });

  it('count no capacity for a retired home', async () => {
    const hubId = await createHub(world.db, { partnerId: world.partnerId });
    const clusterId = await createCluster(world.db, hubId);
    await createHome(world.db, clusterId, { capacity: 2 });
    const retired = await createHome(world.db, clusterId, { capacity: 5 });
    const response = await world.clients.admin.json(
      `/api/shared-living-homes/${retired}/retire`,
      'POST',
    );
    const hub = oneHub.parse(await expectBody(response, 200)).data;
    expect(hub).toMatchObject({ homeCount: 1, capacity: 2, vacancies: 2 });
    expect(hub.clusters[0]?.homes.find((home) => home.id === retired)).toMatchObject({
      vacancies: 0,
      retiredAt: expect.any(String),
    });
  });
});
