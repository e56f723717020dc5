import { hubDetailSchema, hubSummarySchema, itemResponse, listResponse } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { DEMO_HUB_NAME, DEMO_PARTNER_HUB_NAME, findDemoHub } from './seed.ts';

const demo = useSeededDemo();

describe('demo hubs', () => {
  it('the demo agency runs Maple Shared Living: two clusters, four homes with hosts', async () => {
    const owner = await demo.signIn('agency@demo.hearth.test');
    const list = listResponse(hubSummarySchema).parse(
      await expectBody(await owner.request('/api/shared-living-hubs?managed=true'), 200),
    );
    expect(list.data.map((hub) => hub.name)).toEqual([DEMO_HUB_NAME]);
    const { hubId, clusterIds, homes } = await demo.db.transaction((tx) => findDemoHub(tx));
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
    const partner = await demo.signIn('partner@demo.hearth.test');
    const list = listResponse(hubSummarySchema).parse(
      await expectBody(await partner.request('/api/shared-living-hubs?managed=true'), 200),
    );
    expect(list.data.map((hub) => [hub.name, hub.operator.kind])).toEqual([
      [DEMO_PARTNER_HUB_NAME, 'partner'],
    ]);
  });
});
