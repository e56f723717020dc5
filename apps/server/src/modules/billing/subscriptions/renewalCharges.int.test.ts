import { addDays, CHARGE_ATTEMPT_DAYS, listResponse, notificationSchema } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { cardFields, checkoutWorld } from '../../../../test/factories/checkout.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { useStripeStandIn } from '../../../../test/stripeStandIn/useStripeStandIn.ts';
import { subscriptions } from '../../../db/schema/index.ts';
import { createNotifications } from '../../notifications/index.ts';
import { createStripeGateway } from '../gateway/stripeGateway.ts';
import { renewalServiceOf } from './index.ts';

// The renewal job's charges of saved cards, through the real Stripe SDK and the local stand-in.
const { standIn, settings } = useStripeStandIn();
const world = useTestServer({
  stripe: settings,
  world: (db, server) => checkoutWorld(db, server, standIn),
});
const { database, server } = world;

const renewAt = (day: string) => {
  const { notifier } = createNotifications({
    db: database.db,
    broadcaster: server.app.broadcaster,
    log: server.app.log,
    mail: server.app.mail,
  });
  const gateway = createStripeGateway(settings);
  // Midday UTC falls on the same day in the agencies' time zone.
  return renewalServiceOf(database.db, notifier, gateway).renewSubscriptions(
    new Date(`${day}T12:00:00Z`),
  );
};

/** A trial bought on the hosted page with this card: renewals charge the card it saved. */
async function trialWithCard(cardNumber: string) {
  const { by, status } = await world.paidCheckout(cardFields(cardNumber), {
    plan: { trialDays: 7 },
  });
  const subscriptionId = status.subscriptionId ?? 0;
  const subscription = await stored(subscriptionId);
  return { by, subscriptionId, trialEnd: subscription.trialEnd ?? '' };
}

async function stored(id: number) {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (row === undefined) {
    throw new Error('subscription gone');
  }
  return row;
}

/** The kinds of the owner's notifications, oldest first. */
async function noticeKindsOf(client: BrowserClient) {
  const response = await client.request('/api/notifications?perPage=100');
  expect(response.status).toBe(200);
  const { data } = await bodyOf(response, listResponse(notificationSchema));
  return data.map((notice) => notice.kind).reverse();
}

describe('renewal charges of a saved card', () => {
  it('charges the card when the trial ends: the period is paid with its card type and last 4', async () => {
    const trial = await trialWithCard('4242424242424242');
    await renewAt(trial.trialEnd);

    expect(await stored(trial.subscriptionId)).toMatchObject({ status: 'active' });
    const [payment] = await world.paymentsOfSubscription(trial.subscriptionId);
    expect(payment).toMatchObject({
      periodStart: trial.trialEnd,
      status: 1,
      cardBrand: 'visa',
      cardLast4: '4242',
      chargeAttempts: 1,
    });
    expect(payment?.gatewayPaymentRef).toMatch(/^pi_test_/);
  });

  it('tries a declined card three times over a week, then leaves the subscription past due, not active', async () => {
    const trial = await trialWithCard('4000000000000341');
    const tries = CHARGE_ATTEMPT_DAYS.map((day) => addDays(trial.trialEnd, day));

    for (const [index, day] of tries.entries()) {
      await renewAt(day);
      const [payment] = await world.paymentsOfSubscription(trial.subscriptionId);
      expect(payment).toMatchObject({ status: 0, chargeAttempts: index + 1 });
      const expected = index === tries.length - 1 ? 'pastDue' : 'active';
      expect((await stored(trial.subscriptionId)).status).toBe(expected);
    }
    // A run between the tries charges nothing more.
    await renewAt(addDays(tries.at(-1) ?? '', 1));
    const [settled] = await world.paymentsOfSubscription(trial.subscriptionId);
    expect(settled).toMatchObject({ status: 0, chargeAttempts: tries.length });
    expect(await noticeKindsOf(trial.by.client)).toStrictEqual([
      'subscription.paymentFailed',
      'subscription.paymentFailed',
      'subscription.pastDue',
    ]);
  });

  it('counts a card that asks for 3-D Secure as a failed try, as no one is there to answer it', async () => {
    const trial = await trialWithCard('4000002760003184');
    await renewAt(trial.trialEnd);

    const [payment] = await world.paymentsOfSubscription(trial.subscriptionId);
    expect(payment).toMatchObject({
      status: 0,
      chargeAttempts: 1,
      nextChargeOn: addDays(trial.trialEnd, CHARGE_ATTEMPT_DAYS[1]),
    });
    expect((await stored(trial.subscriptionId)).status).toBe('active');
  });

  it('charges once when two runs renew the same card at the same time', async () => {
    const trial = await trialWithCard('4242424242424242');
    await Promise.all([renewAt(trial.trialEnd), renewAt(trial.trialEnd)]);

    const payments = await world.paymentsOfSubscription(trial.subscriptionId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 1, chargeAttempts: 1 });
  });
});
