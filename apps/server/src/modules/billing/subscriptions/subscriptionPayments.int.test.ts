import { careDay, itemResponse, Role, subscriptionPaymentSchema } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { BrowserClient } from '../../../../test/browserClient.ts';
import { newSubscription } from '../../../../test/factories/billing.ts';
import { subscriptionWorld } from '../../../../test/factories/subscriptions.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';

const world = useTestServer({ world: subscriptionWorld });
const visitor = () => new BrowserClient(world.server);

describe('subscription payments', () => {
  it("shows an owner their own payments only; another organisation's are 404", async () => {
    const first = await world.invoicedSubscription();
    const second = await world.invoicedSubscription();
    expect(await world.paymentsOf(first.by.client)).toStrictEqual([first.payment]);
    const theirs = `/api/subscription-payments/${second.payment.id}`;
    expect((await first.by.client.request(theirs)).status).toBe(404);
    expect((await second.by.client.request(theirs)).status).toBe(200);
    const { kind, id } = second.by.organisation;
    const filtered = `?organisationKind=${kind}&organisationId=${id}`;
    expect((await first.by.client.request(`/api/subscription-payments${filtered}`)).status).toBe(
      404,
    );
    expect(await world.paymentsOf(world.admin, filtered)).toStrictEqual([second.payment]);
  });

  it('filters by status and by day of issue for administrators', async () => {
    const { payment, by } = await world.invoicedSubscription();
    const { kind, id } = by.organisation;
    const own = `?organisationKind=${kind}&organisationId=${id}`;
    const today = careDay();
    expect(
      await world.paymentsOf(world.admin, `${own}&status=0&from=${today}&to=${today}`),
    ).toStrictEqual([payment]);
    expect(await world.paymentsOf(world.admin, `${own}&status=1`)).toStrictEqual([]);
    expect(await world.paymentsOf(world.admin, `${own}&to=2020-01-01`)).toStrictEqual([]);
    for (const query of [
      'status=7',
      'from=yesterday',
      'organisationKind=provider',
      'perPage=500',
    ]) {
      const response = await world.admin.request(`/api/subscription-payments?${query}`);
      expect(response.status, query).toBe(422);
    }
    const idOnly = await world.admin.request(`/api/subscription-payments?organisationId=${id}`);
    expect(await fieldErrorsOf(idOnly)).toStrictEqual({
      organisationKind: ['billing:validation.organisationKindRequired'],
    });
  });

  it('records an invoice payment with its reference and day, audited, once', async () => {
    const { payment, by } = await world.invoicedSubscription();
    const path = `/api/subscription-payments/${payment.id}/record`;
    const today = careDay();
    const future = await world.admin.json(path, 'POST', {
      reference: 'CHQ 1',
      paidOn: '2999-01-01',
    });
    expect(await fieldErrorsOf(future)).toStrictEqual({
      paidOn: ['billing:validation.paidInFuture'],
    });
    const blank = await world.admin.json(path, 'POST', { reference: ' ', paidOn: today });
    expect(Object.keys(await fieldErrorsOf(blank))).toStrictEqual(['reference']);

    const response = await world.admin.json(path, 'POST', { reference: 'CHQ 1042', paidOn: today });
    expect(response.status, await response.clone().text()).toBe(200);
    const paid = (await bodyOf(response, itemResponse(subscriptionPaymentSchema))).data;
    expect(paid).toStrictEqual({
      ...payment,
      status: 1,
      reference: 'CHQ 1042',
      paidAt: paid.paidAt,
    });
    expect(careDay(new Date(paid.paidAt ?? 0))).toBe(today);
    expect(await world.paymentsOf(by.client)).toStrictEqual([paid]);
    expect(
      (await world.admin.json(path, 'POST', { reference: 'again', paidOn: today })).status,
    ).toBe(409);
    expect(
      (
        await world.admin.json(`/api/subscription-payments/${payment.id}/void`, 'POST', {
          reason: 'x',
        })
      ).status,
    ).toBe(409);
    expect(await world.auditActions('subscriptionPayment', payment.id)).toStrictEqual([
      'billing.subscriptionPayment.issued',
      'billing.subscriptionPayment.recorded',
    ]);
  });

  it('voids an unpaid payment with a reason, audited', async () => {
    const { payment } = await world.invoicedSubscription();
    const path = `/api/subscription-payments/${payment.id}/void`;
    expect(
      Object.keys(await fieldErrorsOf(await world.admin.json(path, 'POST', {}))),
    ).toStrictEqual(['reason']);
    const response = await world.admin.json(path, 'POST', {
      reason: 'Issued to the wrong agency.',
    });
    const voided = (await bodyOf(response, itemResponse(subscriptionPaymentSchema))).data;
    expect(voided).toStrictEqual({
      ...payment,
      status: 2,
      voidReason: 'Issued to the wrong agency.',
    });
    expect(
      (await world.admin.json('/api/subscription-payments/999999/void', 'POST', { reason: 'x' }))
        .status,
    ).toBe(404);
    expect(await world.auditActions('subscriptionPayment', payment.id)).toStrictEqual([
      'billing.subscriptionPayment.issued',
      'billing.subscriptionPayment.voided',
    ]);
  });
});

describe('who may reach subscriptions and payments', () => {
  it('refuses visitors with 401, staff without an organisation to own with 403', async () => {
    const { payment, subscription, by } = await world.invoicedSubscription();
    const reads = [
      '/api/subscriptions',
      '/api/subscription-payments',
      `/api/subscription-payments/${payment.id}`,
    ];
    const writes = [
      ['/api/subscriptions', newSubscription(1)],
      [`/api/subscriptions/${subscription.id}/cancel`, { atPeriodEnd: true }],
    ] as const;
    const adminOnly = [
      [`/api/subscription-payments/${payment.id}/record`, { reference: 'x', paidOn: careDay() }],
      [`/api/subscription-payments/${payment.id}/void`, { reason: 'x' }],
    ] as const;
    for (const path of reads) {
      expect((await visitor().request(path)).status, path).toBe(401);
    }
    const owners: readonly Role[] = [Role.admin, Role.agency, Role.partner];
    for (const [role, client] of world.clients) {
      const name = Role.nameOf(role);
      if (!owners.includes(role)) {
        for (const path of reads) {
          expect((await client.request(path)).status, `${name} ${path}`).toBe(403);
        }
        for (const [path, body] of writes) {
          expect((await client.json(path, 'POST', body)).status, `${name} ${path}`).toBe(403);
        }
      }
      if (role !== Role.admin) {
        for (const [path, body] of adminOnly) {
          expect((await client.json(path, 'POST', body)).status, `${name} ${path}`).toBe(403);
        }
      }
    }
    for (const [path, body] of adminOnly) {
      expect((await by.client.json(path, 'POST', body)).status, `owner ${path}`).toBe(403);
    }
    expect(await world.auditActions('subscriptionPayment', payment.id)).toStrictEqual([
      'billing.subscriptionPayment.issued',
    ]);
  });
});
