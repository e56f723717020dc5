import { ReferralCloseReason, ReferralStatus } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { notifiedOf } from '../../../../test/factories/notifications.ts';
import { createReferral, useReferralWorld } from '../../../../test/factories/referrals.ts';
import { expectBody } from '../../../../test/responses.ts';

const world = useReferralWorld();
const { open, closed } = ReferralStatus.values;
const closing = { to: closed, closeReason: ReferralCloseReason.values.other, note: 'Moved away' };

describe('a referral closed', () => {
  it("notifies the referring partner's staff, not the hub, another partner or whoever closed it", async () => {
    const id = await createReferral(world.db, world.hubId, {
      status: open,
      partnerId: world.partnerId,
    });
    await expectBody(
      await world.clients.hubAgent.json(
        `/api/shared-living/referrals/${id}/status`,
        'POST',
        closing,
      ),
      200,
    );
    const { partner, partnerAgent, otherPartner, hubOwner, hubAgent } = world.users;
    const notified = await notifiedOf(world.db, [
      partner.id,
      partnerAgent.id,
      otherPartner.id,
      hubOwner.id,
      hubAgent.id,
    ]);
    const expected = [
      {
        kind: 'referral.closed',
        priority: 2,
        link: `/user/shared-living/referrals/${id}`,
        params: { referralId: id, hubId: world.hubId },
      },
    ];
    expect(notified.get(partner.id)).toEqual(expected);
    expect(notified.get(partnerAgent.id)).toEqual(expected);
    for (const user of [otherPartner, hubOwner, hubAgent]) {
      expect(notified.get(user.id)).toEqual([]);
    }
  });

  it('leaves out the partner who withdrew it themself, and notifies nobody of other moves', async () => {
    const withdrawn = await createReferral(world.db, world.hubId, {
      status: open,
      partnerId: world.partnerId,
    });
    const held = await createReferral(world.db, world.hubId, {
      status: open,
      partnerId: world.partnerId,
    });
    const { partner, partnerAgent } = world.users;
    const before = await notifiedOf(world.db, [partner.id, partnerAgent.id]);
    await expectBody(
      await world.clients.partner.json(
        `/api/shared-living/referrals/${withdrawn}/status`,
        'POST',
        closing,
      ),
      200,
    );
    await expectBody(
      await world.clients.hubAgent.json(`/api/shared-living/referrals/${held}/status`, 'POST', {
        to: ReferralStatus.values.hold,
      }),
      200,
    );
    const after = await notifiedOf(world.db, [partner.id, partnerAgent.id]);
    expect(after.get(partner.id)).toEqual(before.get(partner.id));
    expect(after.get(partnerAgent.id)?.map((row) => row.params)).toEqual([
      ...(before.get(partnerAgent.id) ?? []).map((row) => row.params),
      { referralId: withdrawn, hubId: world.hubId },
    ]);
  });
});
