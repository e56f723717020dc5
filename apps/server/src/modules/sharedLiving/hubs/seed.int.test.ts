import { hubDetailSchema, hubSummarySchema, itemResponse, listResponse } from '@hearth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../../test/browserClient.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/database.ts';
import { expectBody } from '../../../../test/responses.ts';
import { startTestServer, type TestServer } from '../../../../test/server.ts';
import { demoSeeders } from '../../../db/seed/demoSeeders.ts';
import { runSeeders } from '../../../db/seed/runSeeders.ts';
import { DEMO_HUB_NAME, DEMO_PARTNER_HUB_NAME, findDemoHub } from './seed.ts';

const demoPassword = 'demo-password-for-tests';
let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await runSeeders(database.db, demoSeeders({ demoPassword }));
  server = await startTestServer({ db: database.db });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('demo hubs', () => {
  it('the demo agency runs Maple Shared Living: two clusters, four homes with hosts', async () => {
    const owner = await signedInClient(server, 'agency@demo.hearth.test', demoPassword);
    const list = listResponse(hubSummarySchema).parse(
      await expectBody(await owner.request('/api/shared-living-hubs?managed=true'), 200),
    );
    expect(list.data.map((hub) => hub.name)).toEqual([DEMO_HUB_NAME]);
    const { hubId, clusterIds, homes } = await database.db.transaction((tx) => findDemoHub(tx));
    expect(clusterIds).toHaveLength(2);
    expect(homes).toHaveLength(4);
    const hub = itemResponse(hubDetailSchema).parse(
      await expectBody(await owner.request(`/api/shared-living-hubs/${hubId}`), 200),
    ).data;
    expect(hub).toMatchObject({ operator: { kind: 'agency' }, city: { name: 'Toronto' } });
    for (const home of hub.clusters.flatMap((cluster) => cluster.homes)) {
      expect(home.hostName).not.toBe('');
      expect(home.hostContact?.email).toContain('@');
    }
  });

  it('the demo partner runs a hub of its own', async () => {
    const partner = await signedInClient(server, 'partner@demo.hearth.test', demoPassword);
    const list = listResponse(hubSummarySchema).parse(
      await expectBody(await partner.request('/api/shared-living-hubs?managed=true'), 200),
    );
    expect(list.data.map((hub) => [hub.name, hub.operator.kind])).toEqual([
      [DEMO_PARTNER_HUB_NAME, 'partner'],
    ]);
  });
});
