import {
  addDays,
  CHARGE_ATTEMPT_DAYS,
  careDay,
  itemResponse,
  Role,
  subscriptionPaymentSchema,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { cardFields, checkoutWorld, debitFields } from '../../../../test/factories/checkout.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { useStripeStandIn } from '../../../../test/stripeStandIn/useStripeStandIn.ts';
import { subscriptionPayments, subscriptions } from '../../../db/schema/index.ts';
import { createStripeGateway } from '../gateway/stripeGateway.ts';

const { standIn, settings } = useStripeStandIn();
const world = useTestServer({
  stripe: settings,
  world: (db, server) => checkoutWorld(db, server, standIn),
});
const { database } = world;

/** The method a trial checkout saved with this card, as renewals will charge it. */
async function savedMethodOf(fields: Record<string, string>) {
  const paymentMode = 'account' in fields ? 1 : 0;
  const { status } = await world.paidCheckout(fields, {
    plan: { trialDays: 7 },
    checkout: { paymentMode },
  });
  const [row] = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, status.subscriptionId ?? 0));
  if (row?.gatewayCustomerRef == null || row.paymentMethodRef === null) {
    throw new Error('the trial checkout saved no method');
  }
  const type = row.paymentMethodType === 'acssDebit' ? 'acssDebit' : 'card';
  return { customerRef: row.gatewayCustomerRef, methodRef: row.paymentMethodRef, type } as const;
}

describe('charging a saved method off-session', () => {
  const charge = async (fields: Record<string, string>, idempotencyKey: string) =>
    createStripeGateway(settings).chargeSavedMethod({
      method: await savedMethodOf(fields),
      amountCents: 5_639,
      currency: 'CAD',
      idempotencyKey,
      description: 'H-2026-000001',
    });

  it('is paid with the card that succeeds, once per idempotency key', async () => {
    const gateway = createStripeGateway(settings);
    const method = await savedMethodOf(cardFields('5200828282828210'));
    const request = {
      method,
      amountCents: 5_639,
      currency: 'CAD' as const,
      idempotencyKey: 'renewal-test-1',
      description: 'H-2026-000002',
    };
    const paid = await gateway.chargeSavedMethod(request);
    expect(paid).toMatchObject({
      kind: 'paid',
      paymentRef: expect.stringMatching(/^pi_test_/),
      method: { type: 'card', cardType: 'debitMastercard', last4: '8210' },
    });
    expect(await gateway.chargeSavedMethod(request)).toStrictEqual(paid);
  });

  it('is declined with the card that attaches but declines', async () => {
    expect(await charge(cardFields('4000000000000341'), 'renewal-test-2')).toMatchObject({
      kind: 'declined',
      paymentRef: expect.stringMatching(/^pi_test_/),
      declineCode: 'generic_decline',
    });
  });

  it('requires action with the card that always asks for 3-D Secure', async () => {
    expect(await charge(cardFields('4000002760003184'), 'renewal-test-3')).toMatchObject({
      kind: 'requiresAction',
      paymentRef: expect.stringMatching(/^pi_test_/),
    });
  });

  it('is processing with a pre-authorized debit', async () => {
    expect(await charge(debitFields(), 'renewal-test-4')).toMatchObject({ kind: 'processing' });
  });
});

describe('checkout by pre-authorized debit', () => {
  it('starts the subscription at once; the payment is paid when the debit settles', async () => {
    const { by, status } = await world.paidCheckout(debitFields(), {
      checkout: { paymentMode: 1 },
    });
    const [subscription] = await world.subscriptionsOf(by.client);
    expect(subscription).toMatchObject({
      status: 'active',
      paymentMode: 1,
      paymentMethod: { type: 'acssDebit', cardType: null, last4: '6789' },
    });
    const [processing] = await world.paymentsOf(by.client);
    expect(processing).toMatchObject({ id: status.paymentId, status: 0, paidAt: null });
    await standIn.settleDebits();
    const [settled] = await world.paymentsOf(by.client);
    expect(settled).toMatchObject({ status: 1, cardBrand: null, cardLast4: '6789' });
    expect(settled?.paidAt).not.toBeNull();
  });

  it('counts a debit that fails later as a failed try: unpaid, retried on the dunning’s next day', async () => {
    const { status } = await world.paidCheckout(debitFields('900123456789'), {
      checkout: { paymentMode: 1 },
    });
    await standIn.settleDebits();
    const [payment] = await world.paymentsOfSubscription(status.subscriptionId ?? 0);
    const issuedOn = careDay(payment?.issuedAt);
    expect(payment).toMatchObject({
      status: 0,
      paidAt: null,
      chargeAttempts: 1,
      nextChargeOn: addDays(issuedOn, CHARGE_ATTEMPT_DAYS[1]),
    });
    expect(await world.auditActions('subscriptionPayment', payment?.id ?? 0)).toStrictEqual([
      'billing.subscriptionPayment.issued',
      'billing.subscriptionPayment.failedOnline',
      'billing.subscriptionPayment.chargeFailed',
    ]);
  });
});

describe('refunds', () => {
  const refund = (
    client: BrowserClient,
    paymentId: number,
    body: object = { reason: 'Duplicate' },
  ) => client.json(`/api/subscription-payments/${paymentId}/refund`, 'POST', body);

  it('refunds a paid card payment in full: voided with the reason, audited, once', async () => {
    const { status } = await world.paidCheckout(cardFields('4242424242424242'));
    const paymentId = status.paymentId ?? 0;
    const response = await refund(world.admin, paymentId, { reason: 'Signed up by mistake' });
    expect(response.status, await response.clone().text()).toBe(200);
    const refunded = (await bodyOf(response, itemResponse(subscriptionPaymentSchema))).data;
    expect(refunded).toMatchObject({ status: 2, voidReason: 'Signed up by mistake' });
    expect(refunded.refundedAt).not.toBeNull();
    expect(await world.auditActions('subscriptionPayment', paymentId)).toContain(
      'billing.subscriptionPayment.refunded',
    );
    expect((await refund(world.admin, paymentId)).status).toBe(409);
  });

  it('refuses an invoice payment (409), an unknown one (404) and bad input (422)', async () => {
    const { payment } = await world.invoicedSubscription();
    expect((await refund(world.admin, payment.id)).status).toBe(409);
    expect((await refund(world.admin, 999_999)).status).toBe(404);
    const bad = await refund(world.admin, payment.id, { reason: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(await fieldErrorsOf(bad))).toStrictEqual(['reason']);
  });

  it('answers 409 and changes nothing when the gateway does not know the payment', async () => {
    const { payment } = await world.invoicedSubscription();
    // A payment the gateway never made, as the demo's are.
    await database.db
      .update(subscriptionPayments)
      .set({ status: 1, paidAt: new Date(), gatewayPaymentRef: 'pi_demo_unknown' })
      .where(eq(subscriptionPayments.id, payment.id));
    const response = await refund(world.admin, payment.id);
    expect(response.status).toBe(409);
    const [after] = await world.paymentsOfSubscription(payment.subscriptionId);
    expect(after).toMatchObject({ status: 1, refundedAt: null, voidReason: null });
  });

  it('is for administrators: owners and every other role 403', async () => {
    const { by, status } = await world.paidCheckout(cardFields('4242424242424242'));
    const paymentId = status.paymentId ?? 0;
    expect((await refund(by.client, paymentId)).status).toBe(403);
    for (const role of Role.codes.filter((code) => code !== Role.admin)) {
      const client = world.clients.get(role) as BrowserClient;
      expect((await refund(client, paymentId)).status, String(role)).toBe(403);
    }
    const [payment] = await world.paymentsOf(by.client);
    expect(payment).toMatchObject({ status: 1, refundedAt: null });
  });
});
