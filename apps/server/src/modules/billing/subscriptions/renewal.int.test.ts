import {
  addDays,
  anchorDayOf,
  careDay,
  listResponse,
  notificationSchema,
  periodEnd,
  Role,
  UnitOfMeasure,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { newSubscription } from '../../../../test/factories/billing.ts';
import { createUser } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import { subscriptionWorld } from '../../../../test/factories/subscriptions.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { subscriptions } from '../../../db/schema/index.ts';
import { createNotifications } from '../../notifications/index.ts';
import { unconfiguredGateway } from '../gateway/index.ts';
import { renewalServiceOf } from './index.ts';

const world = useTestServer({ world: subscriptionWorld });
const { database, server } = world;

/** The renewal as the job runs it, at a given instant (never the clock). */
const renewAt = (day: string) => {
  const { notifier } = createNotifications({
    db: database.db,
    broadcaster: server.app.broadcaster,
    log: server.app.log,
    mail: server.app.mail,
  });
  // Midday UTC falls on the same day in the agencies' time zone.
  return renewalServiceOf(database.db, notifier, unconfiguredGateway).renewSubscriptions(
    new Date(`${day}T12:00:00Z`),
  );
};

async function stored(id: number) {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (row === undefined) {
    throw new Error('subscription gone');
  }
  return row;
}

/** Each payment of a subscription as period start, end and day of issue, first issued first. */
const invoiceDates = async (subscriptionId: number) =>
  (await world.paymentsOfSubscription(subscriptionId))
    .sort((a, b) => a.id - b.id)
    .map((payment) => ({
      start: payment.periodStart,
      end: payment.periodEnd,
      issuedOn: careDay(payment.issuedAt),
    }));

async function notificationsOf(client: BrowserClient) {
  const response = await client.request('/api/notifications?perPage=100');
  expect(response.status).toBe(200);
  return (await bodyOf(response, listResponse(notificationSchema))).data.filter((notification) =>
    notification.kind.startsWith('subscription.'),
  );
}

async function subscribed(overrides: Parameters<typeof world.product>[0], schedule: 1 | 2) {
  const by = await world.owner();
  const plan = await world.product({ trialDays: 0, ...overrides });
  const subscription = await world.subscribe(
    by,
    newSubscription(plan.id, { invoiceSchedule: schedule }),
  );
  return { by, plan, subscription };
}

const monthlyEnd = (start: string, anchor: number) =>
  periodEnd(start, UnitOfMeasure.monthly, anchor);

describe('renewing periods', () => {
  it('invoices advance billing at each period start and incurred billing at each period end', async () => {
    const advance = await subscribed({}, 1);
    const incurred = await subscribed({}, 2);
    const start = advance.subscription.currentPeriodStart;
    const anchor = anchorDayOf(start);
    const end1 = monthlyEnd(start, anchor);
    const end2 = monthlyEnd(end1, anchor);
    const end3 = monthlyEnd(end2, anchor);

    await renewAt(addDays(end1, -1));
    expect(await invoiceDates(incurred.subscription.id)).toStrictEqual([]);
    await renewAt(end1);
    await renewAt(end2);

    expect(await invoiceDates(advance.subscription.id)).toStrictEqual([
      { start, end: end1, issuedOn: start },
      { start: end1, end: end2, issuedOn: end1 },
      { start: end2, end: end3, issuedOn: end2 },
    ]);
    expect(await invoiceDates(incurred.subscription.id)).toStrictEqual([
      { start, end: end1, issuedOn: end1 },
      { start: end1, end: end2, issuedOn: end2 },
    ]);
    // Nobody paid these invoices within their terms, so both are past due by now.
    for (const { subscription } of [advance, incurred]) {
      expect(await stored(subscription.id)).toMatchObject({
        status: 'pastDue',
        currentPeriodStart: end2,
        currentPeriodEnd: end3,
      });
    }
    expect(await world.auditActions('subscription', advance.subscription.id)).toStrictEqual([
      'billing.subscription.created',
      'billing.subscription.pastDue',
      'billing.subscription.renewed',
      'billing.subscription.renewed',
    ]);
  });

  it('catches up after missed days, billing each period once', async () => {
    const advance = await subscribed({ unitOfMeasure: UnitOfMeasure.weekly }, 1);
    const incurred = await subscribed({ unitOfMeasure: UnitOfMeasure.weekly }, 2);
    const start = advance.subscription.currentPeriodStart;
    const week = (n: number) => addDays(start, 7 * n);
    const late = addDays(week(3), 2);

    await renewAt(late);
    await renewAt(late);

    expect(await invoiceDates(advance.subscription.id)).toStrictEqual([
      { start: week(0), end: week(1), issuedOn: start },
      { start: week(1), end: week(2), issuedOn: late },
      { start: week(2), end: week(3), issuedOn: late },
      { start: week(3), end: week(4), issuedOn: late },
    ]);
    expect(await invoiceDates(incurred.subscription.id)).toStrictEqual([
      { start: week(0), end: week(1), issuedOn: late },
      { start: week(1), end: week(2), issuedOn: late },
      { start: week(2), end: week(3), issuedOn: late },
    ]);
    expect(await stored(incurred.subscription.id)).toMatchObject({
      currentPeriodStart: week(3),
      currentPeriodEnd: week(4),
    });
  });

  it('bills once when two runs renew at the same time', async () => {
    const { subscription } = await subscribed({ unitOfMeasure: UnitOfMeasure.weekly }, 1);
    const renewalDay = subscription.currentPeriodEnd;

    const [first, second] = await Promise.all([renewAt(renewalDay), renewAt(renewalDay)]);

    const payments = await world.paymentsOfSubscription(subscription.id);
    expect(payments).toHaveLength(2);
    expect(new Set(payments.map((payment) => payment.invoiceNumber)).size).toBe(2);
    expect(first.failures).toStrictEqual([]);
    expect(second.failures).toStrictEqual([]);
    expect(await world.auditActions('subscription', subscription.id)).toStrictEqual([
      'billing.subscription.created',
      'billing.subscription.renewed',
    ]);
  });

  it('turns an ended trial active and bills its first paid period, telling the owner first', async () => {
    const by = await world.owner();
    const plan = await world.product({ trialDays: 14 });
    const trial = await world.subscribe(by, newSubscription(plan.id));
    const trialEnd = trial.trialEnd ?? '';
    expect(trial.status).toBe('trialing');

    await renewAt(addDays(trialEnd, -4));
    expect(await notificationsOf(by.client)).toStrictEqual([]);
    await renewAt(addDays(trialEnd, -3));
    await renewAt(addDays(trialEnd, -2));
    const notices = await notificationsOf(by.client);
    expect(notices.map((notice) => [notice.kind, notice.params])).toStrictEqual([
      ['subscription.trialEnding', { trialEnd }],
    ]);
    expect(await world.paymentsOfSubscription(trial.id)).toStrictEqual([]);

    await renewAt(trialEnd);
    const paidEnd = monthlyEnd(trialEnd, anchorDayOf(trialEnd));
    expect(await stored(trial.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: trialEnd,
      currentPeriodEnd: paidEnd,
    });
    expect(await invoiceDates(trial.id)).toStrictEqual([
      { start: trialEnd, end: paidEnd, issuedOn: trialEnd },
    ]);
  });

  it('ends a subscription cancelled at period end without billing it again', async () => {
    const { by, subscription } = await subscribed({}, 1);
    const path = `/api/subscriptions/${subscription.id}/cancel`;
    expect((await by.client.json(path, 'POST', { atPeriodEnd: true })).status).toBe(200);
    const trialBy = await world.owner();
    const trialPlan = await world.product({ trialDays: 7 });
    const trial = await world.subscribe(trialBy, newSubscription(trialPlan.id));
    const trialPath = `/api/subscriptions/${trial.id}/cancel`;
    expect((await trialBy.client.json(trialPath, 'POST', { atPeriodEnd: true })).status).toBe(200);

    await renewAt(addDays(subscription.currentPeriodEnd, -1));
    expect((await stored(subscription.id)).cancelledAt).toBeNull();
    await renewAt(subscription.currentPeriodEnd);

    expect(await stored(subscription.id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: new Date(`${subscription.currentPeriodEnd}T12:00:00Z`),
    });
    expect(await world.paymentsOfSubscription(subscription.id)).toHaveLength(1);
    expect((await stored(trial.id)).status).toBe('cancelled');
    expect(await world.paymentsOfSubscription(trial.id)).toStrictEqual([]);
    expect(await notificationsOf(trialBy.client)).toStrictEqual([]);
    expect(await world.auditActions('subscription', subscription.id)).toContain(
      'billing.subscription.ended',
    );
  });
});

describe('an invoice unpaid past its terms', () => {
  const search = async () => {
    const response = await server.request(
      '/api/marketplace/homecare/listings?latitude=47.51&longitude=-52.71&perPage=100',
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { data: { id: number }[] }).data.map((row) => row.id);
  };

  /** An agency on an invoiced plan with a published listing, an owner and an agent. */
  async function listedAgency() {
    const { by, subscription, payment } = await world.invoicedSubscription();
    const agencyId = by.organisation.id;
    const listingId = await createListing(database.db, {
      agencyId,
      name: `Harbour care ${agencyId}`,
      latitude: 47.56,
      longitude: -52.71,
    });
    const agentUser = await createUser(database.db, {
      role: Role.agencyAgent,
      agencyIds: [agencyId],
    });
    const agent = await signedInClient(server, agentUser.email, agentUser.password);
    return {
      by,
      listingId,
      agent,
      subscriptionId: subscription.id,
      paymentId: payment.id,
      issuedOn: careDay(new Date(payment.issuedAt)),
    };
  }

  it('hides the agency’s listings when past due, and a recorded payment brings them back', async () => {
    const agency = await listedAgency();
    expect(await search()).toContain(agency.listingId);

    await renewAt(addDays(agency.issuedOn, 14));
    expect((await stored(agency.subscriptionId)).status).toBe('active');
    expect(await notificationsOf(agency.by.client)).toStrictEqual([]);

    await renewAt(addDays(agency.issuedOn, 15));
    expect((await stored(agency.subscriptionId)).status).toBe('pastDue');
    expect(await search()).not.toContain(agency.listingId);
    expect((await server.request(`/api/marketplace/listings/${agency.listingId}`)).status).toBe(
      404,
    );
    const [pastDue] = await notificationsOf(agency.by.client);
    expect(pastDue?.kind).toBe('subscription.pastDue');
    expect(await notificationsOf(agency.agent)).toStrictEqual([]);

    const recorded = await world.admin.json(
      `/api/subscription-payments/${agency.paymentId}/record`,
      'POST',
      { reference: 'Cheque 1042', paidOn: careDay() },
    );
    expect(recorded.status, await recorded.clone().text()).toBe(200);
    expect((await stored(agency.subscriptionId)).status).toBe('active');
    expect(await search()).toContain(agency.listingId);
    expect((await server.request(`/api/marketplace/listings/${agency.listingId}`)).status).toBe(
      200,
    );
    expect(
      (await notificationsOf(agency.by.client)).map((notice) => notice.kind).sort(),
    ).toStrictEqual(['subscription.pastDue', 'subscription.paymentRecovered']);
    expect(await world.auditActions('subscription', agency.subscriptionId)).toStrictEqual([
      'billing.subscription.created',
      'billing.subscription.pastDue',
      'billing.subscription.reinstated',
    ]);
  });

  it('keeps the listings of an agency in good standing, and tells a past-due owner once', async () => {
    const late = await listedAgency();
    const paying = await listedAgency();
    const recorded = await world.admin.json(
      `/api/subscription-payments/${paying.paymentId}/record`,
      'POST',
      { reference: 'Transfer 77', paidOn: careDay() },
    );
    expect(recorded.status).toBe(200);

    await renewAt(addDays(late.issuedOn, 16));
    await renewAt(addDays(late.issuedOn, 17));

    const shown = await search();
    expect(shown).toContain(paying.listingId);
    expect(shown).not.toContain(late.listingId);
    expect((await stored(paying.subscriptionId)).status).toBe('active');
    expect(await notificationsOf(paying.by.client)).toStrictEqual([]);
    expect((await notificationsOf(late.by.client)).map((notice) => notice.kind)).toStrictEqual([
      'subscription.pastDue',
    ]);
  });

  it('keeps the listings hidden after a cancel, until the overdue invoice is voided', async () => {
    const agency = await listedAgency();
    await renewAt(addDays(agency.issuedOn, 15));
    const cancel = await agency.by.client.json(
      `/api/subscriptions/${agency.subscriptionId}/cancel`,
      'POST',
      { atPeriodEnd: false },
    );
    expect(cancel.status).toBe(200);
    expect(await search()).not.toContain(agency.listingId);

    const voided = await world.admin.json(
      `/api/subscription-payments/${agency.paymentId}/void`,
      'POST',
      { reason: 'Written off after the agency closed' },
    );
    expect(voided.status, await voided.clone().text()).toBe(200);
    expect(await search()).toContain(agency.listingId);
    expect((await stored(agency.subscriptionId)).status).toBe('cancelled');
    expect((await notificationsOf(agency.by.client)).map((notice) => notice.kind)).toStrictEqual([
      'subscription.pastDue',
    ]);
  });
});
