import {
  type HomeWriteInput,
  HubValidation,
  hubDetailSchema,
  hubOperatorSchema,
  itemResponse,
  listResponse,
  Role,
} from '@hearth/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createReferral, useReferralWorld } from '../../../../test/factories/referrals.ts';
import { createCluster, createHome } from '../../../../test/factories/sharedLiving.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, sharedLivingClusters, sharedLivingHubs } from '../../../db/schema/index.ts';

const world = useReferralWorld();

const oneHub = itemResponse(hubDetailSchema);

const hubBody = async (response: Response, status = 200) =>
  oneHub.parse(await expectBody(response, status)).data;

const homeInput = (overrides: Partial<HomeWriteInput> = {}): HomeWriteInput => ({
  name: 'Willow House',
  hostName: 'Rosa Diaz',
  hostEmail: 'rosa@example.test',
  hostPhone: '416 555 0123',
  capacity: 3,
  ...overrides,
});

describe('founding a hub', () => {
  it('an agency owner founds one run by their agency, audited', async () => {
    const hub = await hubBody(
      await world.clients.hubOwner.json('/api/shared-living-hubs', 'POST', {
        name: 'Owner Hub',
        email: 'hub@example.test',
      }),
      201,
    );
    expect(hub).toMatchObject({
      name: 'Owner Hub',
      email: 'hub@example.test',
      operator: { kind: 'agency', id: world.users.hubOwner.agencyIds[0] },
      myRelation: { manages: true },
      clusters: [],
    });
    const [entry] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hub.created'), eq(auditLog.subjectId, String(hub.id))));
    expect(entry?.actorUserId).toBe(world.users.hubOwner.id);
  });

  it('a partner owner founds one run by their partner, and may not name another operator', async () => {
    const hub = await hubBody(
      await world.clients.partner.json('/api/shared-living-hubs', 'POST', { name: 'Partner Hub' }),
      201,
    );
    expect(hub.operator).toMatchObject({ kind: 'partner', id: world.partnerId });
    const errors = await expectFieldErrors(
      await world.clients.partner.json('/api/shared-living-hubs', 'POST', {
        name: 'Elsewhere',
        operator: { kind: 'partner', id: world.otherPartnerId },
      }),
    );
    expect(errors.operator).toEqual([HubValidation.notOwnOperator]);
  });

  it('agents, caregivers and families may not found hubs (403)', async () => {
    for (const role of ['hubAgent', 'partnerAgent', 'caregiver'] as const) {
      const response = await world.clients[role].json('/api/shared-living-hubs', 'POST', {
        name: 'Nope',
      });
      expect(response.status, role).toBe(403);
    }
    const family = await createUser(world.db, { role: Role.user });
    const client = await signedInClient(world.server, family.email, family.password);
    expect((await client.json('/api/shared-living-hubs', 'POST', { name: 'Nope' })).status).toBe(
      403,
    );
  });

  it('an admin chooses the operator: 422 without one or with an unknown one', async () => {
    const admin = world.clients.admin;
    const agencyId = await createAgency(world.db, 'Chosen Operator Agency');
    const hub = await hubBody(
      await admin.json('/api/shared-living-hubs', 'POST', {
        name: 'Admin Hub',
        operator: { kind: 'agency', id: agencyId },
      }),
      201,
    );
    expect(hub.operator).toEqual({ kind: 'agency', id: agencyId, name: 'Chosen Operator Agency' });
    const missing = await expectFieldErrors(
      await admin.json('/api/shared-living-hubs', 'POST', { name: 'No operator' }),
    );
    expect(missing.operator).toEqual([HubValidation.operatorRequired]);
    const unknown = await expectFieldErrors(
      await admin.json('/api/shared-living-hubs', 'POST', {
        name: 'Ghost operator',
        operator: { kind: 'partner', id: 999_999 },
      }),
    );
    expect(unknown.operator).toEqual([HubValidation.unknownOperator]);
    const created = await world.db
      .select()
      .from(sharedLivingHubs)
      .where(like(sharedLivingHubs.name, '%operator'));
    expect(created).toEqual([]);
  });

  it('refuses a blank name, a bad email and an unknown city with field messages', async () => {
    const errors = await expectFieldErrors(
      await world.clients.hubOwner.json('/api/shared-living-hubs', 'POST', {
        name: '  ',
        email: 'not-an-email',
        cityId: 999_999,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'name']);
    const city = await expectFieldErrors(
      await world.clients.hubOwner.json('/api/shared-living-hubs', 'POST', {
        name: 'Somewhere',
        cityId: 999_999,
      }),
    );
    expect(city.cityId).toEqual([HubValidation.unknownCity]);
  });

  it('offers admins the agencies or partners to choose from, by name', async () => {
    await createAgency(world.db, 'Findable Operator Agency');
    const response = await world.clients.admin.request(
      '/api/shared-living-hubs/operators?kind=agency&q=findable',
    );
    const body = listResponse(hubOperatorSchema).parse(await expectBody(response, 200));
    expect(body.data).toEqual([
      { kind: 'agency', id: expect.any(Number), name: 'Findable Operator Agency' },
    ]);
    expect(body.meta).toEqual({ page: 1, perPage: 20, total: 1 });
    const owner = world.clients.hubOwner;
    expect((await owner.request('/api/shared-living-hubs/operators?kind=agency')).status).toBe(403);
  });
});

describe('editing a hub', () => {
  it('those who run it may; another agency gets 404, a partner agent 404, a caregiver 403', async () => {
    const path = `/api/shared-living-hubs/${world.hubId}`;
    const hub = await hubBody(
      await world.clients.hubAgent.json(path, 'PUT', {
        name: 'Renamed Hub',
        phone: '416 555 0199',
      }),
    );
    expect(hub).toMatchObject({ name: 'Renamed Hub', phone: '416 555 0199' });
    expect((await world.clients.otherAgency.json(path, 'PUT', { name: 'Mine now' })).status).toBe(
      404,
    );
    expect((await world.clients.partnerAgent.json(path, 'PUT', { name: 'Mine now' })).status).toBe(
      404,
    );
    expect((await world.clients.caregiver.json(path, 'PUT', { name: 'Mine now' })).status).toBe(
      403,
    );
    expect(
      (await world.clients.admin.json('/api/shared-living-hubs/999999', 'PUT', { name: 'X' }))
        .status,
    ).toBe(404);
  });
});

describe('clusters and homes', () => {
  it('the hub adds a cluster and a home to it, and vacancies rise', async () => {
    const agent = world.clients.hubAgent;
    const before = await hubBody(await agent.request(`/api/shared-living-hubs/${world.hubId}`));
    const withCluster = await hubBody(
      await agent.json(`/api/shared-living-hubs/${world.hubId}/clusters`, 'POST', {
        name: 'North',
      }),
      201,
    );
    const north = withCluster.clusters.find((cluster) => cluster.name === 'North');
    expect(north?.homes).toEqual([]);
    const withHome = await hubBody(
      await agent.json(`/api/shared-living-clusters/${north?.id}/homes`, 'POST', homeInput()),
      201,
    );
    expect(withHome.vacancies).toBe(before.vacancies + 3);
    expect(withHome.clusters.find((cluster) => cluster.id === north?.id)?.homes).toEqual([
      expect.objectContaining({
        name: 'Willow House',
        hostName: 'Rosa Diaz',
        hostContact: { email: 'rosa@example.test', phone: '416 555 0123', street: null },
        capacity: 3,
        occupied: 0,
        vacancies: 3,
      }),
    ]);
  });

  it('cluster names are unique within a hub (422), and a cluster is renamed by its hub only', async () => {
    const path = `/api/shared-living-hubs/${world.hubId}/clusters`;
    await expectBody(await world.clients.hubOwner.json(path, 'POST', { name: 'South' }), 201);
    const taken = await expectFieldErrors(
      await world.clients.hubOwner.json(path, 'POST', { name: 'South' }),
    );
    expect(taken.name).toEqual([HubValidation.clusterNameTaken]);
    const rename = `/api/shared-living-clusters/${world.clusterId}`;
    expect((await world.clients.otherAgency.json(rename, 'PUT', { name: 'Mine' })).status).toBe(
      404,
    );
    const hub = await hubBody(
      await world.clients.hubOwner.json(rename, 'PUT', { name: 'Central' }),
    );
    expect(hub.clusters.map((cluster) => cluster.name)).toContain('Central');
    const clash = await expectFieldErrors(
      await world.clients.hubOwner.json(rename, 'PUT', { name: 'South' }),
    );
    expect(clash.name).toEqual([HubValidation.clusterNameTaken]);
    const [row] = await world.db
      .select({ name: sharedLivingClusters.name })
      .from(sharedLivingClusters)
      .where(eq(sharedLivingClusters.id, world.clusterId));
    expect(row?.name).toBe('Central');
  });

  it('capacity is 1 to 20 (422 outside), and never below the places taken', async () => {
    const path = `/api/shared-living-clusters/${world.clusterId}/homes`;
    for (const capacity of [0, 21, 2.5]) {
      const errors = await expectFieldErrors(
        await world.clients.hubAgent.json(path, 'POST', homeInput({ capacity })),
      );
      expect(Object.keys(errors), String(capacity)).toEqual(['capacity']);
    }
    const homeId = await createHome(world.db, world.clusterId, { capacity: 3 });
    await createReferral(world.db, world.hubId, { homeId });
    await createReferral(world.db, world.hubId, { homeId });
    const edit = `/api/shared-living-homes/${homeId}`;
    const below = await expectFieldErrors(
      await world.clients.hubAgent.json(edit, 'PUT', homeInput({ capacity: 1 })),
    );
    expect(below.capacity).toEqual([HubValidation.capacityBelowOccupied]);
    const hub = await hubBody(
      await world.clients.hubAgent.json(edit, 'PUT', homeInput({ capacity: 2, name: 'Full' })),
    );
    const home = hub.clusters.flatMap((cluster) => cluster.homes).find((h) => h.id === homeId);
    expect(home).toMatchObject({ name: 'Full', capacity: 2, occupied: 2, vacancies: 0 });
  });

  it('homes of a hub one does not run answer 404; a caregiver 403', async () => {
    const otherCluster = await createCluster(world.db, world.otherHubId);
    const add = `/api/shared-living-clusters/${otherCluster}/homes`;
    expect((await world.clients.hubOwner.json(add, 'POST', homeInput())).status).toBe(404);
    const edit = `/api/shared-living-homes/${world.otherHomeId}`;
    expect((await world.clients.hubOwner.json(edit, 'PUT', homeInput())).status).toBe(404);
    expect((await world.clients.hubOwner.json(`${edit}/retire`, 'POST')).status).toBe(404);
    expect((await world.clients.caregiver.json(add, 'POST', homeInput())).status).toBe(403);
    expect(
      (
        await world.clients.admin.json(
          '/api/shared-living-clusters/999999/homes',
          'POST',
          homeInput(),
        )
      ).status,
    ).toBe(404);
  });

  it('a home with a current placement cannot be retired (409); once free, it can, once', async () => {
    const homeId = await createHome(world.db, world.clusterId, { capacity: 2 });
    const referralId = await createReferral(world.db, world.hubId, {
      homeId,
      moveInOn: '2020-01-01',
    });
    const retire = `/api/shared-living-homes/${homeId}/retire`;
    expect((await world.clients.hubAgent.json(retire, 'POST')).status).toBe(409);
    await world.db.execute(
      sql`UPDATE shared_living_referrals SET move_out_on = '2020-06-01' WHERE id = ${referralId}`,
    );
    const hub = await hubBody(await world.clients.hubAgent.json(retire, 'POST'));
    const home = hub.clusters.flatMap((cluster) => cluster.homes).find((h) => h.id === homeId);
    expect(home?.retiredAt).not.toBeNull();
    expect((await world.clients.hubAgent.json(retire, 'POST')).status).toBe(409);
    expect(
      (await world.clients.hubAgent.json(`/api/shared-living-homes/${homeId}`, 'PUT', homeInput()))
        .status,
    ).toBe(409);
    const [entry] = await world.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'hub.home_retired'));
    expect(entry?.details).toEqual({ homeId });
  });
});
