import {
  itemResponse,
  ReferralStatus,
  ReferralValidation,
  referralDetailSchema,
  SharedLivingBillingFrequency,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createReferral,
  useReferralWorld,
  type WorldRole,
} from '../../../../test/factories/referrals.ts';
import { createHome } from '../../../../test/factories/sharedLiving.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { sharedLivingHomes } from '../../../db/schema/index.ts';

const world = useReferralWorld();

const monthly = SharedLivingBillingFrequency.values.monthly;

const place = (role: WorldRole, id: number, homeId: number) =>
  world.clients[role].json(`/api/shared-living/referrals/${id}/placement`, 'PUT', {
    homeId,
    billingFrequency: monthly,
    rateCents: 250_000,
  });

const referral = (options: Parameters<typeof createReferral>[2] = {}) =>
  createReferral(world.db, world.hubId, { partnerId: world.partnerId, ...options });

const homeOf = (capacity: number) => createHome(world.db, world.clusterId, { capacity });

describe('placing a referred person', () => {
  it('in a home of the hub with a vacancy: kept with billing, and on the timeline', async () => {
    const id = await referral();
    const body = itemResponse(referralDetailSchema).parse(
      await expectBody(await place('hubAgent', id, world.homeId), 200),
    );
    expect(body.data.placement).toEqual({
      home: { id: world.homeId, name: expect.any(String) },
      billingFrequency: monthly,
      rateCents: 250_000,
    });
    expect(body.data.timeline.at(-1)).toMatchObject({
      kind: 'placement',
      note: body.data.placement?.home.name,
      actor: { id: world.users.hubAgent.id },
    });
  });

  it('is the hub’s: the referring partner gets 403, another agency 404, caregivers 403', async () => {
    const id = await referral();
    await expectBody(await place('partner', id, world.homeId), 403);
    await expectBody(await place('otherAgency', id, world.homeId), 404);
    await expectBody(await place('caregiver', id, world.homeId), 403);
  });

  it('refuses a home of another hub and a retired home (422), bad billing (422)', async () => {
    const id = await referral();
    const elsewhere = await expectFieldErrors(await place('hubOwner', id, world.otherHomeId));
    expect(elsewhere.homeId).toEqual([ReferralValidation.homeNotInHub]);
    const retired = await homeOf(2);
    await world.db
      .update(sharedLivingHomes)
      .set({ retiredAt: new Date() })
      .where(eq(sharedLivingHomes.id, retired));
    const gone = await expectFieldErrors(await place('hubOwner', id, retired));
    expect(gone.homeId).toEqual([ReferralValidation.homeRetired]);
    const bad = await expectFieldErrors(
      await world.clients.hubOwner.json(`/api/shared-living/referrals/${id}/placement`, 'PUT', {
        homeId: world.homeId,
        billingFrequency: 7,
        rateCents: -1,
      }),
    );
    expect(Object.keys(bad).sort()).toEqual(['billingFrequency', 'rateCents']);
  });

  it('refuses a full home (409); a moved-out resident frees the place', async () => {
    const homeId = await homeOf(1);
    await referral({ homeId, moveInOn: '2026-01-01', status: ReferralStatus.closed });
    const id = await referral();
    await expectBody(await place('hubOwner', id, homeId), 409);
    const other = await homeOf(1);
    await referral({ homeId: other, moveInOn: '2026-01-01', moveOutOn: '2026-02-01' });
    await expectBody(await place('hubOwner', id, other), 200);
    // Changing the billing of the same placement needs no new vacancy.
    await expectBody(await place('hubOwner', id, other), 200);
  });

  it('two placements racing for the last place: one wins, the other gets 409', async () => {
    const homeId = await homeOf(1);
    const [first, second] = [await referral(), await referral()];
    const responses = await Promise.all([
      place('hubOwner', first, homeId),
      place('hubAgent', second, homeId),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('refuses to place a closed referral (409)', async () => {
    const id = await referral({ status: ReferralStatus.closed });
    await expectBody(await place('hubOwner', id, world.homeId), 409);
  });
});
