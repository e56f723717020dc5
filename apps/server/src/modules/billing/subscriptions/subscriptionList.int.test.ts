import { listResponse, type Subscription, subscriptionSchema } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { newSubscription } from '../../../../test/factories/billing.ts';
import { subscriptionWorld } from '../../../../test/factories/subscriptions.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';

const world = useTestServer({ world: subscriptionWorld });

async function subscriptionsOf(client: BrowserClient, query = ''): Promise<Subscription[]> {
  const response = await client.request(`/api/subscriptions${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await bodyOf(response, listResponse(subscriptionSchema))).data;
}

describe('the list of subscriptions', () => {
  it('filters by organisation and status for administrators', async () => {
    const trialPlan = await world.product({ trialDays: 14 });
    const paidPlan = await world.product({ trialDays: 0, buyerKinds: ['partner'] });
    const trialing = await world.owner();
    const active = await world.owner('partner');
    const first = await world.subscribe(trialing, newSubscription(trialPlan.id));
    const second = await world.subscribe(active, newSubscription(paidPlan.id));
    const named = ({ kind, id }: { kind: string; id: number }) =>
      `?organisationKind=${kind}&organisationId=${id}`;

    expect(await subscriptionsOf(world.admin, named(trialing.organisation))).toStrictEqual([first]);
    expect(
      await subscriptionsOf(world.admin, `${named(active.organisation)}&status=active`),
    ).toStrictEqual([second]);
    expect(
      await subscriptionsOf(world.admin, `${named(active.organisation)}&status=trialing`),
    ).toStrictEqual([]);
    const partners = await subscriptionsOf(world.admin, '?organisationKind=partner');
    expect(partners.every((row) => row.organisation.kind === 'partner')).toBe(true);
    expect(partners).toContainEqual(second);

    expect((await world.admin.request('/api/subscriptions?status=late')).status).toBe(422);
    const idOnly = await world.admin.request(
      `/api/subscriptions?organisationId=${first.organisation.id}`,
    );
    expect(await fieldErrorsOf(idOnly)).toStrictEqual({
      organisationKind: ['billing:validation.organisationKindRequired'],
    });
  });

  it('shows an owner their own only; naming another organisation is a 404', async () => {
    const plan = await world.product();
    const mine = await world.owner();
    const theirs = await world.owner();
    const own = await world.subscribe(mine, newSubscription(plan.id));
    await world.subscribe(theirs, newSubscription(plan.id));
    expect(await subscriptionsOf(mine.client)).toStrictEqual([own]);
    expect(await subscriptionsOf(mine.client, '?status=trialing')).toStrictEqual([own]);
    const other = `?organisationKind=agency&organisationId=${theirs.organisation.id}`;
    expect((await mine.client.request(`/api/subscriptions${other}`)).status).toBe(404);
  });
});
