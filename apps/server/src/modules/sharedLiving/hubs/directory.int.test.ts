import {
  HubMemberStatus,
  hubDetailSchema,
  hubSummarySchema,
  itemResponse,
  listResponse,
  Role,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createPartner, createUser } from '../../../../test/factories/identity.ts';
import { city } from '../../../../test/factories/organisations.ts';
import { createReferralWorld, type ReferralWorld } from '../../../../test/factories/referrals.ts';
import {
  createCluster,
  createHome,
  createHub,
  createMembership,
} from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { sharedLivingHomes, sharedLivingHubs } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let world: ReferralWorld;
let family: BrowserClient;
let provider: BrowserClient;
let partnerHubId: number;

const directory = listResponse(hubSummarySchema);
const oneHub = itemResponse(hubDetailSchema);

async function signedInAs(role: Role) {
  const user = await createUser(database.db, { role });
  return signedInClient(server, user.email, user.password);
}

beforeAll(async () => {
  world = await createReferralWorld(database.db, server);
  family = await signedInAs(Role.user);
  provider = await signedInAs(Role.provider);
  // Names that sort first and a city, so the filters have something to tell apart.
  await database.db
    .update(sharedLivingHubs)
    .set({ name: 'Aaa Maple Hub', cityId: (await city(database.db, 'toronto')).id })
    .where(eq(sharedLivingHubs.id, world.hubId));
  await database.db
    .update(sharedLivingHubs)
    .set({ name: 'Aab Birch Hub' })
    .where(eq(sharedLivingHubs.id, world.otherHubId));
  partnerHubId = await createHub(database.db, { partnerId: world.partnerId }, 'Aac Cedar Hub');
  await database.db
    .update(sharedLivingHomes)
    .set({ hostEmail: 'host@example.test', hostPhone: '416 555 0100', street: '1 Elm St' })
    .where(eq(sharedLivingHomes.id, world.homeId));
});

const list = async (client: BrowserClient, query = '') =>
  directory.parse(await expectBody(await client.request(`/api/shared-living-hubs${query}`), 200));

describe('who reads the hub directory', () => {
  it('every professional role and providers; families 403; nobody signed in 401', async () => {
    for (const role of [
      'admin',
      'hubOwner',
      'hubAgent',
      'otherAgency',
      'partner',
      'partnerAgent',
      'caregiver',
    ] as const) {
      const response = await world.clients[role].request('/api/shared-living-hubs');
      expect(response.status, role).toBe(200);
    }
    expect((await family.request('/api/shared-living-hubs')).status).toBe(403);
    // A host home's provider looks for the hub to ask to join.
    expect((await provider.request('/api/shared-living-hubs')).status).toBe(200);
    expect((await family.request(`/api/shared-living-hubs/${world.hubId}`)).status).toBe(403);
    expect((await new BrowserClient(server).request('/api/shared-living-hubs')).status).toBe(401);
  });

  it('lists every hub with its operator, city, places and my relation to it', async () => {
    const body = await list(world.clients.hubAgent, '?q=aa');
    expect(body.data.map((hub) => hub.name)).toEqual([
      'Aaa Maple Hub',
      'Aab Birch Hub',
      'Aac Cedar Hub',
    ]);
    const [maple, birch, cedar] = body.data;
    expect(maple).toMatchObject({
      operator: { kind: 'agency', id: expect.any(Number) },
      city: { name: 'Toronto' },
      clusterCount: 1,
      homeCount: 1,
      capacity: 2,
      vacancies: 2,
      memberCount: 0,
      myRelation: { manages: true, membershipStatus: null },
    });
    expect(birch?.myRelation.manages).toBe(false);
    expect(cedar?.operator).toMatchObject({ kind: 'partner', id: world.partnerId });
  });
});

describe('filters and pages', () => {
  it('by name, operator kind, city, the hubs I run and the hubs I belong to', async () => {
    const admin = world.clients.admin;
    expect((await list(admin, '?q=birch')).data.map((hub) => hub.id)).toEqual([world.otherHubId]);
    expect((await list(admin, '?q=aa&operator=partner')).data.map((hub) => hub.id)).toEqual([
      partnerHubId,
    ]);
    const toronto = (await city(database.db, 'toronto')).id;
    expect((await list(admin, `?cityId=${toronto}`)).data.map((hub) => hub.id)).toEqual([
      world.hubId,
    ]);
    expect((await list(world.clients.partner, '?managed=true')).data.map((hub) => hub.id)).toEqual([
      partnerHubId,
    ]);
    expect((await list(world.clients.hubAgent, '?managed=true')).meta.total).toBe(1);

    const caregiver = world.clients.caregiver;
    expect((await list(caregiver, '?mine=true')).meta.total).toBe(0);
    await createMembership(database.db, world.otherHubId, world.users.caregiver.id);
    await createMembership(
      database.db,
      partnerHubId,
      world.users.caregiver.id,
      HubMemberStatus.removedByHub,
    );
    const mine = await list(caregiver, '?mine=true');
    expect(mine.data.map((hub) => [hub.id, hub.myRelation.membershipStatus])).toEqual([
      [world.otherHubId, HubMemberStatus.member],
    ]);
    expect(mine.data[0]?.memberCount).toBe(1);
  });

  it('pages with the standard envelope, and refuses a bad filter with 422', async () => {
    const partner = await createPartner(database.db);
    for (const name of ['Zz Page 1', 'Zz Page 2', 'Zz Page 3']) {
      await createHub(database.db, { partnerId: partner }, name);
    }
    const second = await list(world.clients.admin, '?q=zz%20page&perPage=2&page=2');
    expect(second.meta).toEqual({ page: 2, perPage: 2, total: 3 });
    expect(second.data.map((hub) => hub.name)).toEqual(['Zz Page 3']);
    const bad = await world.clients.admin.request('/api/shared-living-hubs?operator=council');
    expect(bad.status).toBe(422);
    const badFlag = await world.clients.admin.request('/api/shared-living-hubs?mine=perhaps');
    expect(badFlag.status).toBe(422);
  });
});

describe('one hub', () => {
  it('shows clusters and homes; the host is named to all, reached only by those who run it', async () => {
    const read = async (client: BrowserClient) =>
      oneHub.parse(
        await expectBody(await client.request(`/api/shared-living-hubs/${world.hubId}`), 200),
      ).data;
    const asRunner = await read(world.clients.hubAgent);
    const home = asRunner.clusters[0]?.homes[0];
    expect(home?.hostContact).toEqual({
      email: 'host@example.test',
      phone: '416 555 0100',
      street: '1 Elm St',
    });
    for (const role of ['partner', 'otherAgency', 'caregiver'] as const) {
      const seen = (await read(world.clients[role])).clusters[0]?.homes[0];
      expect(seen?.hostName, role).toBe(home?.hostName);
      expect(seen?.hostContact, role).toBeNull();
      expect(JSON.stringify(seen)).not.toContain('host@example.test');
    }
  });

  it('answers 404 for a hub that does not exist, and 422 for an id that is none', async () => {
    expect((await world.clients.admin.request('/api/shared-living-hubs/999999')).status).toBe(404);
    expect((await world.clients.admin.request('/api/shared-living-hubs/abc')).status).toBe(422);
  });

  it('lists a new empty cluster with no homes', async () => {
    const clusterId = await createCluster(database.db, world.otherHubId, 'Empty cluster');
    await createHome(database.db, await createCluster(database.db, world.otherHubId));
    const body = oneHub.parse(
      await expectBody(
        await world.clients.otherAgency.request(`/api/shared-living-hubs/${world.otherHubId}`),
        200,
      ),
    );
    expect(body.data.clusters.find((cluster) => cluster.id === clusterId)?.homes).toEqual([]);
    expect(body.data.clusterCount).toBe(3);
  });
});
