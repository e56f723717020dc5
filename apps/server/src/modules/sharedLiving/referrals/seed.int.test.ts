import {
  itemResponse,
  listResponse,
  ReferralStatus,
  referralDetailSchema,
  referralMetricsSchema,
  referralSchema,
} from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { DEMO_HUB_NAME } from '../hubs/seed.ts';

const demo = useSeededDemo();

describe('demo referrals', () => {
  it('the demo partner has referred people to Maple Shared Living in every status', async () => {
    const partner = await demo.signIn('partner@demo.hearth.test');
    const list = listResponse(referralSchema).parse(
      await expectBody(await partner.request('/api/shared-living/referrals'), 200),
    );
    expect(new Set(list.data.map((referral) => referral.hub.name))).toEqual(
      new Set([DEMO_HUB_NAME]),
    );
    expect(new Set(list.data.map((referral) => referral.status))).toEqual(
      new Set(ReferralStatus.codes),
    );
    const placed = list.data.find((referral) => referral.placement !== null);
    const detail = itemResponse(referralDetailSchema).parse(
      await expectBody(
        await partner.request(`/api/shared-living/referrals/${placed?.id ?? 0}`),
        200,
      ),
    );
    expect(detail.data.timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['created', 'milestone', 'placement']),
    );
  });

  it('the hub’s metrics card has a number for every average', async () => {
    const owner = await demo.signIn('agency@demo.hearth.test');
    const metrics = itemResponse(referralMetricsSchema).parse(
      await expectBody(await owner.request('/api/shared-living/referral-metrics'), 200),
    ).data;
    for (const average of metrics.averages) {
      expect(average.days, `metric ${average.metric}`).not.toBeNull();
    }
  });
});
