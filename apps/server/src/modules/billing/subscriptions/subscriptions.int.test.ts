import {
  anchorDayOf,
  careDay,
  itemResponse,
  listResponse,
  periodEnd,
  quoteSchema,
  subscriptionSchema,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BrowserClient } from '../../../../test/browserClient.ts';
import { newSubscription } from '../../../../test/factories/billing.ts';
import { subscriptionWorld } from '../../../../test/factories/subscriptions.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { subscriptions, taxRates } from '../../../db/schema/index.ts';
import { subscriptionServiceOf } from './index.ts';

const world = useTestServer({ world: subscriptionWorld });
const { database, server } = world;
const visitor = () => new BrowserClient(server);

describe('the quote', () => {
  const quote = async (body: object) => {
    const response = await visitor().json('/api/subscriptions/quote', 'POST', body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await bodyOf(response, itemResponse(quoteSchema))).data;
  };

  it('charges Quebec GST 5 % and QST 9.975 % each rounded half-up, to the cent', async () => {
    const plan = await world.product({ priceCents: 4_990 });
    const answer = await quote({ productId: plan.id, country: 'CA', province: 'QC' });
    expect(answer).toStrictEqual({
      productId: plan.id,
      currency: 'CAD',
      priceCents: 4_990,
      taxes: [
        { name: 'GST', percent: 5, cents: 250 },
        { name: 'QST', percent: 9.975, cents: 498 },
      ],
      taxCents: 748,
      totalCents: 5_738,
      taxDate: careDay(),
    });
  });

  it('charges Ontario HST 13 % and Alberta GST 5 % (half a cent up)', async () => {
    const plan = await world.product({ priceCents: 4_990 });
    const ontario = await quote({ productId: plan.id, country: 'CA', province: 'on' });
    expect(ontario.taxes).toStrictEqual([{ name: 'HST', percent: 13, cents: 649 }]);
    expect(ontario.totalCents).toBe(5_639);
    const alberta = await quote({ productId: plan.id, country: 'CA', province: 'AB' });
    expect(alberta.taxes).toStrictEqual([{ name: 'GST', percent: 5, cents: 250 }]);
    expect(alberta.totalCents).toBe(5_240);
  });

  it('refuses an unknown or retired product and a region without a rate with 422', async () => {
    const retired = await world.product();
    expect((await world.admin.json(`/api/products/${retired.id}/retire`, 'POST')).status).toBe(200);
    const refused = async (body: object) => {
      const response = await visitor().json('/api/subscriptions/quote', 'POST', body);
      expect(response.status).toBe(422);
      return await fieldErrorsOf(response);
    };
    const region = { country: 'CA', province: 'ON' };
    expect(Object.keys(await refused({ productId: 999_999, ...region }))).toStrictEqual([
      'productId',
    ]);
    expect(Object.keys(await refused({ productId: retired.id, ...region }))).toStrictEqual([
      'productId',
    ]);
    expect(await refused({ productId: retired.id, country: 'CA', province: 'ZZ' })).toHaveProperty(
      'productId',
    );
    const plan = await world.product();
    expect(await refused({ productId: plan.id, country: 'CA', province: 'ZZ' })).toStrictEqual({
      province: ['billing:validation.noTaxRate'],
    });
    expect(Object.keys(await refused({ productId: 'x', country: 'XX', province: 1 }))).toEqual(
      expect.arrayContaining(['productId', 'country', 'province']),
    );
  });
});

describe('subscribing by invoice', () => {
  it('bills in advance: the first period is invoiced at once, its tax copied on the invoice', async () => {
    const before = new Date();
    const { subscription, payment, plan } = await world.invoicedSubscription();
    const today = careDay();
    const end = periodEnd(today, 3, anchorDayOf(today));
    expect(subscription).toMatchObject({
      productId: plan.id,
      status: 'active',
      paymentMode: 2,
      invoiceSchedule: 1,
      currentPeriodStart: today,
      currentPeriodEnd: end,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      cancelledAt: null,
    });
    expect(payment).toMatchObject({
      subscriptionId: subscription.id,
      periodStart: today,
      periodEnd: end,
      amountCents: 4_990,
      taxes: [{ name: 'HST', percent: 13, cents: 649 }],
      totalCents: 5_639,
      currency: 'CAD',
      paymentMode: 2,
      cardBrand: null,
      cardLast4: null,
      status: 0,
      paidAt: null,
    });
    expect(payment.invoiceNumber).toMatch(new RegExp(`^H-${today.slice(0, 4)}-\\d{6}$`));
    expect(new Date(payment.issuedAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await world.auditActions('subscription', subscription.id)).toStrictEqual([
      'billing.subscription.created',
    ]);
    expect(await world.auditActions('subscriptionPayment', payment.id)).toStrictEqual([
      'billing.subscriptionPayment.issued',
    ]);
  });

  it('starts a product with trial days as a free trial, invoicing nothing yet', async () => {
    const by = await world.owner('partner');
    const plan = await world.product({ buyerKinds: ['partner'], trialDays: 30, unitOfMeasure: 2 });
    const subscription = await world.subscribe(by, newSubscription(plan.id));
    const today = careDay();
    const trialEnd = new Date(`${today}T00:00:00Z`);
    trialEnd.setUTCDate(trialEnd.getUTCDate() + 30);
    expect(subscription).toMatchObject({
      organisation: by.organisation,
      status: 'trialing',
      currentPeriodStart: today,
      currentPeriodEnd: trialEnd.toISOString().slice(0, 10),
      trialEnd: trialEnd.toISOString().slice(0, 10),
    });
    expect(await world.paymentsOf(by.client)).toStrictEqual([]);
  });

  it('bills after the fact at the end of the period, once, with the day of issue', async () => {
    const by = await world.owner();
    const plan = await world.product({ priceCents: 1_000, trialDays: 0, unitOfMeasure: 2 });
    const subscription = await world.subscribe(
      by,
      newSubscription(plan.id, { invoiceSchedule: 2 }),
    );
    expect(await world.paymentsOf(by.client)).toStrictEqual([]);
    const billing = subscriptionServiceOf(database.db);
    const ownIssues = async (at: Date) =>
      (await billing.invoiceEndedPeriods(at)).filter((p) => p.subscriptionId === subscription.id);

    // Noon in Toronto on the period's last day, then on the day it ends.
    const lastDayNoon = new Date(`${subscription.currentPeriodEnd}T17:00:00Z`);
    lastDayNoon.setUTCDate(lastDayNoon.getUTCDate() - 1);
    expect(await ownIssues(lastDayNoon)).toStrictEqual([]);
    const endNoon = new Date(`${subscription.currentPeriodEnd}T17:00:00Z`);
    const [issued] = await ownIssues(endNoon);
    expect(issued).toMatchObject({
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      issuedAt: endNoon,
      amountCents: 1_000,
      totalCents: 1_130,
    });
    expect(issued?.invoiceNumber).toMatch(
      new RegExp(`^H-${subscription.currentPeriodEnd.slice(0, 4)}-\\d{6}$`),
    );
    expect(await ownIssues(endNoon)).toStrictEqual([]);
    expect(await world.paymentsOfSubscription(subscription.id)).toHaveLength(1);
  });

  it('leaves an issued invoice as it was when the price or the tax changes later', async () => {
    // New Brunswick is used by no other test here: its tax is changed for the rest of this file.
    const by = await world.owner();
    const plan = await world.product({ priceCents: 4_990, trialDays: 0 });
    await world.subscribe(by, newSubscription(plan.id, { province: 'NB' }));
    const [payment] = await world.paymentsOf(by.client);
    expect(payment?.taxes).toStrictEqual([{ name: 'HST', percent: 15, cents: 749 }]);

    const change = await world.admin.json(`/api/products/${plan.id}`, 'PATCH', {
      priceCents: 9_990,
    });
    expect(change.status).toBe(200);
    // The API refuses a rate for today; written straight in, it stands for a tax change that
    // reaches the day of issue.
    await database.db.insert(taxRates).values({
      country: 'CA',
      province: 'NB',
      effectiveFrom: careDay(),
      components: [{ name: 'HST', rateThousandths: 16_000 }],
      source: 'test',
    });
    const quoted = await visitor().json('/api/subscriptions/quote', 'POST', {
      productId: plan.id,
      country: 'CA',
      province: 'NB',
    });
    expect((await bodyOf(quoted, itemResponse(quoteSchema))).data.totalCents).toBe(11_588);
    expect(await world.paymentsOf(by.client)).toStrictEqual([payment]);
  });

  it('numbers invoices issued at the same instant without a collision or a gap', async () => {
    const plan = await world.product({ trialDays: 0 });
    const owners = await Promise.all(Array.from({ length: 8 }, () => world.owner()));
    const subscribed = await Promise.all(
      owners.map((by) => world.subscribe(by, newSubscription(plan.id))),
    );
    const numbers = (
      await Promise.all(
        subscribed.map((subscription) => world.paymentsOfSubscription(subscription.id)),
      )
    ).map(([payment]) => Number(payment?.invoiceNumber.slice(-6)));
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(sorted).toStrictEqual(sorted.map((_, index) => (sorted[0] ?? 0) + index));
  });

  it('keeps one live subscription per organisation (409) and refuses what cannot be bought (422)', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 0 });
    await world.subscribe(by, newSubscription(plan.id));
    const again = await by.client.json('/api/subscriptions', 'POST', newSubscription(plan.id));
    expect(again.status).toBe(409);

    const fresh = await world.owner();
    const refused = async (body: object) => {
      const response = await fresh.client.json('/api/subscriptions', 'POST', body);
      expect(response.status, await response.clone().text()).toBe(422);
      return await fieldErrorsOf(response);
    };
    const partnerPlan = await world.product({ buyerKinds: ['partner'] });
    const perService = await world.product({ unitOfMeasure: 0 });
    expect(await refused(newSubscription(plan.id, { paymentMode: 0 }))).toStrictEqual({
      paymentMode: ['billing:validation.paymentNotConfigured'],
    });
    expect(await refused(newSubscription(plan.id, { paymentMode: 1 }))).toStrictEqual({
      paymentMode: ['billing:validation.paymentNotConfigured'],
    });
    expect(await refused(newSubscription(partnerPlan.id))).toStrictEqual({
      productId: ['billing:validation.productNotForKind'],
    });
    expect(await refused(newSubscription(perService.id))).toStrictEqual({
      productId: ['billing:validation.productNotRecurring'],
    });
    expect(
      Object.keys(await refused({ ...newSubscription(plan.id), paymentMode: 3 })),
    ).toStrictEqual(['paymentMode']);
    expect(
      Object.keys(await refused({ ...newSubscription(plan.id), invoiceSchedule: 0 })),
    ).toStrictEqual(['invoiceSchedule']);
    expect(await refused(newSubscription(plan.id, { province: 'ZZ' }))).toStrictEqual({
      province: ['billing:validation.noTaxRate'],
    });
    const written = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agencyId, fresh.organisation.id));
    expect(written).toStrictEqual([]);
  });

  it('lets an administrator subscribe a named organisation, and only a real one', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 0 });
    const missing = await world.admin.json('/api/subscriptions', 'POST', newSubscription(plan.id));
    expect(await fieldErrorsOf(missing)).toStrictEqual({
      organisation: ['billing:validation.organisationRequired'],
    });
    const unknown = await world.admin.json(
      '/api/subscriptions',
      'POST',
      newSubscription(plan.id, { organisation: { kind: 'agency', id: 999_999 } }),
    );
    expect(unknown.status).toBe(422);
    const response = await world.admin.json(
      '/api/subscriptions',
      'POST',
      newSubscription(plan.id, { organisation: by.organisation }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await world.paymentsOf(by.client)).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('cancels at the period end, or now; then the organisation may subscribe again', async () => {
    const { by, plan, subscription, payment } = await world.invoicedSubscription();
    const path = `/api/subscriptions/${subscription.id}/cancel`;
    const atEnd = await by.client.json(path, 'POST', { atPeriodEnd: true });
    const ending = (await bodyOf(atEnd, itemResponse(subscriptionSchema))).data;
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, cancelledAt: null });

    const now = await by.client.json(path, 'POST', { atPeriodEnd: false });
    const ended = (await bodyOf(now, itemResponse(subscriptionSchema))).data;
    expect(ended.status).toBe('cancelled');
    expect(ended.cancelledAt).not.toBeNull();
    expect((await by.client.json(path, 'POST', { atPeriodEnd: false })).status).toBe(409);
    expect(await world.paymentsOf(by.client)).toStrictEqual([payment]);
    expect(await world.auditActions('subscription', subscription.id)).toStrictEqual([
      'billing.subscription.created',
      'billing.subscription.cancelled',
      'billing.subscription.cancelled',
    ]);
    await world.subscribe(by, newSubscription(plan.id));
  });

  it("answers 404 for another organisation's subscription and 422 for a bad body", async () => {
    const { subscription, by } = await world.invoicedSubscription();
    const other = await world.owner();
    const path = `/api/subscriptions/${subscription.id}/cancel`;
    expect((await other.client.json(path, 'POST', { atPeriodEnd: true })).status).toBe(404);
    expect((await by.client.json(path, 'POST', { atPeriodEnd: 'soon' })).status).toBe(422);
    expect(
      (await by.client.json('/api/subscriptions/999999/cancel', 'POST', { atPeriodEnd: true }))
        .status,
    ).toBe(404);
    const listed = await other.client.request('/api/subscriptions');
    expect((await bodyOf(listed, listResponse(subscriptionSchema))).data).toStrictEqual([]);
    const all = await world.admin.request('/api/subscriptions?perPage=100');
    expect((await bodyOf(all, listResponse(subscriptionSchema))).meta.total).toBeGreaterThan(1);
  });
});
