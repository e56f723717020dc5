import {
  type CheckoutCreate,
  type CheckoutSession,
  checkoutSessionSchema,
  itemResponse,
  listResponse,
  type Subscription,
  subscriptionSchema,
} from '@hearth/domain';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { BrowserClient } from '../browserClient.ts';
import { bodyOf } from '../json.ts';
import type { TestServer } from '../server.ts';
import type { StripeStandIn } from '../stripeStandIn/stripeStandIn.ts';
import { WEBHOOK_PATH } from '../stripeStandIn/useStripeStandIn.ts';
import type { OrganisationOwner } from './billing.ts';
import { subscriptionWorld } from './subscriptions.ts';

/** A checkout request by card, billed in advance, for an Ontario address, in Canadian English. */
export function newCheckout(productId: number, overrides: Partial<CheckoutCreate> = {}) {
  return {
    productId,
    paymentMode: 0,
    invoiceSchedule: 1,
    country: 'CA',
    province: 'ON',
    locale: 'en-CA',
    ...overrides,
  } satisfies CheckoutCreate;
}

/** What the buyer types on the stand-in's hosted page for a test card. */
export const cardFields = (cardNumber: string) => ({ cardNumber, expiry: '12 / 34', cvc: '123' });

/** A Canadian test bank account (ACSS debit); `900123456789` is Stripe's failing one. */
export const debitFields = (account = '000123456789') => ({
  institution: '000',
  transit: '11000',
  account,
});

/** The subscription tests' world, plus the steps of paying on the gateway's hosted page. */
export async function checkoutWorld(db: Database, server: TestServer, standIn: StripeStandIn) {
  const world = await subscriptionWorld(db, server);
  standIn.pointWebhookAt(`${server.url}${WEBHOOK_PATH}`);

  async function startCheckout(by: OrganisationOwner, body: object): Promise<CheckoutSession> {
    const response = await by.client.json('/api/subscriptions/checkout', 'POST', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await bodyOf(response, itemResponse(checkoutSessionSchema))).data;
  }

  /** Submits the hosted page as a browser would, without following its redirect. */
  const submitHostedPage = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  async function checkoutStatus(client: BrowserClient, sessionId: string) {
    const response = await client.request(`/api/subscriptions/checkout/${sessionId}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await bodyOf(response, itemResponse(checkoutSessionSchema))).data;
  }

  async function subscriptionsOf(client: BrowserClient): Promise<Subscription[]> {
    const response = await client.request('/api/subscriptions');
    expect(response.status).toBe(200);
    return (await bodyOf(response, listResponse(subscriptionSchema))).data;
  }

  /** An owner buys a new plan on the hosted page with the fields given, which must succeed. */
  async function paidCheckout(
    fields: Record<string, string>,
    options: {
      plan?: Parameters<typeof world.product>[0];
      checkout?: Partial<CheckoutCreate>;
    } = {},
  ) {
    const by = await world.owner();
    const plan = await world.product({ priceCents: 4_990, trialDays: 0, ...options.plan });
    const session = await startCheckout(by, newCheckout(plan.id, options.checkout));
    const page = await submitHostedPage(session.url ?? '', fields);
    expect(page.status, await page.clone().text()).toBe(303);
    return { by, plan, session, page, status: await checkoutStatus(by.client, session.sessionId) };
  }

  return {
    ...world,
    startCheckout,
    submitHostedPage,
    checkoutStatus,
    subscriptionsOf,
    paidCheckout,
    postWebhook: (payload: string, signature: string | undefined) =>
      server.request(WEBHOOK_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'stripe-signature': signature }),
        },
        body: payload,
      }),
  };
}
