import { Role } from '@hearth/domain';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrowserClient } from '../../../../test/browserClient.ts';
import { newSubscription, organisationOwner } from '../../../../test/factories/billing.ts';
import { cardFields, checkoutWorld, newCheckout } from '../../../../test/factories/checkout.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { startTestServer } from '../../../../test/server.ts';
import {
  TEST_STRIPE_KEYS,
  useStripeStandIn,
  WEBHOOK_PATH,
} from '../../../../test/stripeStandIn/useStripeStandIn.ts';
import { gatewayEvents, subscriptions } from '../../../db/schema/index.ts';

const { standIn, settings } = useStripeStandIn();
const world = useTestServer({
  stripe: settings,
  world: (db, server) => checkoutWorld(db, server, standIn),
});
const { database, server } = world;

const countOf = async (table: typeof subscriptions | typeof gatewayEvents) =>
  (await database.db.select({ rows: count() }).from(table))[0]?.rows ?? 0;

describe('checkout by card', () => {
  it('completing the hosted page starts the subscription with its first payment paid', async () => {
    const { by, session, page, status } = await world.paidCheckout(cardFields('4000056655665556'));
    expect(session).toMatchObject({ status: 'open', subscriptionId: null, paymentId: null });
    expect(session.url).toBe(`${standIn.url}/checkout/${session.sessionId}`);
    expect(page.headers.get('location')).toBe(
      `http://hearth.test/en-ca/user/billing?checkout=${session.sessionId}`,
    );
    expect(status).toMatchObject({ status: 'complete', url: null });

    const [subscription] = await world.subscriptionsOf(by.client);
    expect(subscription).toMatchObject({
      id: status.subscriptionId,
      status: 'active',
      paymentMode: 0,
      paymentMethod: { type: 'card', cardType: 'visaDebit', last4: '5556' },
    });
    const [payment] = await world.paymentsOf(by.client);
    expect(payment).toMatchObject({
      id: status.paymentId,
      status: 1,
      paymentMode: 0,
      cardBrand: 'visaDebit',
      cardLast4: '5556',
      amountCents: 4_990,
      totalCents: 5_639,
      refundedAt: null,
    });
    expect(payment?.paidAt).not.toBeNull();
    expect(payment?.reference).toMatch(/^pi_test_/);
    expect(await world.auditActions('subscriptionPayment', payment?.id ?? 0)).toStrictEqual([
      'billing.subscriptionPayment.issued',
      'billing.subscriptionPayment.paidOnline',
    ]);
    expect(await world.auditActions('subscription', subscription?.id ?? 0)).toStrictEqual([
      'billing.subscription.created',
    ]);
    const [stored] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription?.id ?? 0));
    expect(stored).toMatchObject({
      gatewayCustomerRef: expect.stringMatching(/^cus_test_/),
      paymentMethodRef: expect.stringMatching(/^pm_test_/),
    });
  });

  it('maps each brand of card to the spec card type', async () => {
    const cases = [
      ['5555555555554444', 'mastercard', '4444'],
      ['378282246310005', 'americanExpress', '0005'],
      ['4242424242424242', 'visa', '4242'],
    ] as const;
    for (const [number, cardType, last4] of cases) {
      const { by } = await world.paidCheckout(cardFields(number));
      const [payment] = await world.paymentsOf(by.client);
      expect(payment).toMatchObject({ cardBrand: cardType, cardLast4: last4, status: 1 });
    }
  });

  it('a trial only saves the card: the subscription is trialing and nothing is charged', async () => {
    const { by, status } = await world.paidCheckout(cardFields('4242424242424242'), {
      plan: { trialDays: 14 },
    });
    expect(status).toMatchObject({ status: 'complete', paymentId: null });
    const [subscription] = await world.subscriptionsOf(by.client);
    expect(subscription).toMatchObject({
      status: 'trialing',
      paymentMethod: { type: 'card', cardType: 'visa', last4: '4242' },
    });
    expect(await world.paymentsOf(by.client)).toStrictEqual([]);
  });

  it('a declined card keeps the page open with the reason, and makes no subscription', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 0 });
    const session = await world.startCheckout(by, newCheckout(plan.id));
    const sent = standIn.sentEvents.length;
    const page = await world.submitHostedPage(session.url ?? '', cardFields('4000000000000002'));
    expect(page.status).toBe(402);
    expect(await page.text()).toContain('<p role="alert" id="problem">Your card was declined.</p>');
    expect(standIn.sentEvents).toHaveLength(sent);
    expect(await world.checkoutStatus(by.client, session.sessionId)).toMatchObject({
      status: 'open',
      subscriptionId: null,
    });
    expect(await world.subscriptionsOf(by.client)).toStrictEqual([]);
    // The page stays open: another card pays it.
    const retry = await world.submitHostedPage(session.url ?? '', cardFields('4242424242424242'));
    expect(retry.status).toBe(303);
    expect(await world.subscriptionsOf(by.client)).toHaveLength(1);
  });
});

describe('the webhook', () => {
  it('changes nothing when an event is delivered again', async () => {
    const { by } = await world.paidCheckout(cardFields('4242424242424242'));
    const event = standIn.sentEvents.at(-1);
    expect(event?.type).toBe('checkout.session.completed');
    const before = {
      subscriptions: await countOf(subscriptions),
      events: await countOf(gatewayEvents),
    };
    const payload = event?.payload ?? '';
    const replay = await world.postWebhook(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_KEYS.webhookSecret }),
    );
    expect(replay.status).toBe(200);
    expect(await replay.json()).toStrictEqual({ received: true, outcome: 'replayed' });
    expect(await countOf(subscriptions)).toBe(before.subscriptions);
    expect(await countOf(gatewayEvents)).toBe(before.events);
    expect(await world.paymentsOf(by.client)).toHaveLength(1);
  });

  it('applies an event delivered twice at once only once', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 0 });
    const session = await world.startCheckout(by, newCheckout(plan.id));
    // The first delivery finds nobody listening, as when the app is down; Stripe sends it again.
    standIn.pointWebhookAt('http://127.0.0.1:9/unreachable');
    try {
      const page = await world.submitHostedPage(session.url ?? '', cardFields('4242424242424242'));
      expect(page.status).toBe(303);
    } finally {
      standIn.pointWebhookAt(`${server.url}${WEBHOOK_PATH}`);
    }
    const undelivered = standIn.sentEvents.at(-1);
    expect(undelivered?.status).toBe(0);
    expect(await world.checkoutStatus(by.client, session.sessionId)).toMatchObject({
      status: 'open',
    });
    const payload = undelivered?.payload ?? '';
    const deliver = () =>
      world.postWebhook(
        payload,
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: TEST_STRIPE_KEYS.webhookSecret,
        }),
      );
    const answers = await Promise.all([deliver(), deliver()]);
    const receipt = z.object({ received: z.literal(true), outcome: z.string() });
    const outcomes = await Promise.all(
      answers.map(async (answer) => (await bodyOf(answer, receipt)).outcome),
    );
    expect(outcomes.sort()).toStrictEqual(['applied', 'replayed']);
    expect(await world.subscriptionsOf(by.client)).toHaveLength(1);
    expect(await world.paymentsOf(by.client)).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and writes nothing', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 0 });
    const session = await world.startCheckout(by, newCheckout(plan.id));
    const payload = JSON.stringify({
      id: 'evt_test_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session.sessionId, object: 'checkout.session' } },
    });
    const before = await countOf(gatewayEvents);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    for (const signature of [forged, 't=1,v1=00', undefined]) {
      const response = await world.postWebhook(payload, signature);
      expect(response.status).toBe(400);
    }
    expect(await countOf(gatewayEvents)).toBe(before);
    expect(await world.checkoutStatus(by.client, session.sessionId)).toMatchObject({
      status: 'open',
    });
  });

  it('marks an open checkout expired when Stripe closes it unpaid', async () => {
    const by = await world.owner();
    const plan = await world.product();
    const session = await world.startCheckout(by, newCheckout(plan.id));
    const payload = JSON.stringify({
      id: `evt_test_expired_${session.sessionId}`,
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: session.sessionId, object: 'checkout.session', status: 'expired' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_STRIPE_KEYS.webhookSecret,
    });
    expect((await world.postWebhook(payload, signature)).status).toBe(200);
    expect(await world.checkoutStatus(by.client, session.sessionId)).toStrictEqual({
      sessionId: session.sessionId,
      url: null,
      status: 'expired',
      subscriptionId: null,
      paymentId: null,
    });
  });

  it('answers an event it does not act on with 200, once', async () => {
    const payload = JSON.stringify({
      id: 'evt_test_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_test_x', object: 'customer' } },
    });
    const sign = () =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_KEYS.webhookSecret });
    expect(await (await world.postWebhook(payload, sign())).json()).toMatchObject({
      outcome: 'applied',
    });
    expect(await (await world.postWebhook(payload, sign())).json()).toMatchObject({
      outcome: 'replayed',
    });
  });

  it('refunds a second checkout completed after the organisation got its subscription', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 0 });
    const first = await world.startCheckout(by, newCheckout(plan.id));
    const second = await world.startCheckout(by, newCheckout(plan.id));
    for (const session of [first, second]) {
      const page = await world.submitHostedPage(session.url ?? '', cardFields('4242424242424242'));
      expect(page.status).toBe(303);
    }
    expect(await world.subscriptionsOf(by.client)).toHaveLength(1);
    expect(await world.paymentsOf(by.client)).toHaveLength(1);
    expect(await world.checkoutStatus(by.client, second.sessionId)).toMatchObject({
      status: 'complete',
      subscriptionId: null,
      paymentId: null,
    });
    // Starting a third is refused now that the subscription is live.
    const third = await by.client.json('/api/subscriptions/checkout', 'POST', newCheckout(plan.id));
    expect(third.status).toBe(409);
  });
});

describe('who may check out, and what', () => {
  it('refuses visitors (401), roles without an organisation to own (403)', async () => {
    const plan = await world.product();
    const body = newCheckout(plan.id);
    const visitor = new BrowserClient(server);
    expect((await visitor.json('/api/subscriptions/checkout', 'POST', body)).status).toBe(401);
    for (const role of [Role.agencyAgent, Role.caregiver, Role.user, Role.partnerAgent]) {
      const client = world.clients.get(role) as BrowserClient;
      const response = await client.json('/api/subscriptions/checkout', 'POST', body);
      expect(response.status, String(role)).toBe(403);
    }
    const status = await visitor.request('/api/subscriptions/checkout/cs_test_x');
    expect(status.status).toBe(401);
  });

  it("answers another organisation's checkout 404, and any to an administrator", async () => {
    const by = await world.owner();
    const plan = await world.product();
    const session = await world.startCheckout(by, newCheckout(plan.id));
    const other = await world.owner();
    const path = `/api/subscriptions/checkout/${session.sessionId}`;
    expect((await other.client.request(path)).status).toBe(404);
    expect((await by.client.request('/api/subscriptions/checkout/cs_test_none')).status).toBe(404);
    expect((await world.admin.request(path)).status).toBe(200);
    const agent = world.clients.get(Role.agencyAgent) as BrowserClient;
    expect((await agent.request(path)).status).toBe(403);
  });

  it('lets an administrator check out for an organisation they name', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 0 });
    const session = await world.startCheckout(
      { client: world.admin, organisation: by.organisation },
      newCheckout(plan.id, { organisation: by.organisation }),
    );
    const page = await world.submitHostedPage(session.url ?? '', cardFields('4242424242424242'));
    expect(page.status).toBe(303);
    const [subscription] = await world.subscriptionsOf(by.client);
    expect(subscription?.organisation).toStrictEqual(by.organisation);
  });

  it('refuses invoice mode, debit in US dollars and bad input with 422', async () => {
    const by = await world.owner();
    const plan = await world.product();
    const refused = async (body: object) => {
      const response = await by.client.json('/api/subscriptions/checkout', 'POST', body);
      expect(response.status).toBe(422);
      return fieldErrorsOf(response);
    };
    expect(await refused(newCheckout(plan.id, { paymentMode: 2 }))).toStrictEqual({
      paymentMode: ['billing:validation.checkoutNeedsOnlinePayment'],
    });
    const dollars = await world.product({ currency: 'USD' });
    expect(
      await refused(newCheckout(dollars.id, { paymentMode: 1, country: 'US', province: 'NY' })),
    ).toStrictEqual({ paymentMode: ['billing:validation.debitOnlyInCad'] });
    expect(Object.keys(await refused({ productId: 'x', paymentMode: 7, locale: 'fr' }))).toEqual(
      expect.arrayContaining(['productId', 'paymentMode', 'locale', 'country']),
    );
    expect(await refused(newCheckout(999_999))).toStrictEqual({
      productId: ['billing:validation.noSuchProduct'],
    });
  });

  it('sends card and debit subscriptions to checkout once online payment is configured', async () => {
    const by = await world.owner();
    const plan = await world.product();
    const response = await by.client.json(
      '/api/subscriptions',
      'POST',
      newSubscription(plan.id, { paymentMode: 0 }),
    );
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toStrictEqual({
      paymentMode: ['billing:validation.useCheckout'],
    });
  });

  it('says online payment is not configured on a server without Stripe keys', async () => {
    const unconfigured = await startTestServer({ db: database.db });
    try {
      const by = await organisationOwner(database.db, unconfigured);
      const plan = await world.product();
      const response = await by.client.json(
        '/api/subscriptions/checkout',
        'POST',
        newCheckout(plan.id),
      );
      expect(response.status).toBe(422);
      expect(await fieldErrorsOf(response)).toStrictEqual({
        paymentMode: ['billing:validation.paymentNotConfigured'],
      });
      const webhook = await unconfigured.request(WEBHOOK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(webhook.status).toBe(400);
    } finally {
      await unconfigured.close();
    }
  });
});
