import {
  addDays,
  careDay,
  OrganisationKind,
  PaymentFlag,
  PaymentMode,
  type SubscriptionPayment,
  SubscriptionStatus,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gaplessNumbers,
  invoiceNumbersByYear,
  paymentsWithWrongTax,
} from '../../../../test/billingChecks.ts';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { subscriptionPayments, subscriptions } from '../../../db/schema/index.ts';
import { runSeeders } from '../../../db/seed/runSeeders.ts';
import { demoSubscriptionsSeeder } from './demoSeed.ts';
import { paymentDto, subscriptionDto } from './dto.ts';

const database = useSeededDemo();

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

/** Each subscription with its organisation's name and its payments, oldest first. */
async function memberships() {
  const [subscriptionRows, paymentRows, names] = await Promise.all([
    database.db.select().from(subscriptions),
    database.db.select().from(subscriptionPayments).orderBy(subscriptionPayments.periodStart),
    rows<{ kind: string; id: number; name: string }>(sql`
      SELECT 'agency' AS kind, id, name FROM agencies
      UNION ALL SELECT 'partner', id, name FROM partners`),
  ]);
  return subscriptionRows.map((subscription) => {
    const dto = subscriptionDto(subscription);
    return {
      subscription: dto,
      name: names.find((n) => n.kind === dto.organisation.kind && n.id === dto.organisation.id)
        ?.name,
      payments: paymentRows.filter((p) => p.subscriptionId === subscription.id).map(paymentDto),
    };
  });
}

describe('the demo memberships', () => {
  // A provider's program or home is no buyer of the agency plans: it subscribes once the
  // provider plans can be bought for it.
  it('puts every demo home care agency and partner on one live plan', async () => {
    const [counts] = await rows<{ organisations: number; live: number }>(sql`
      SELECT (SELECT count(*) FROM agencies WHERE kind = ${OrganisationKind.homeCareAgency})
        + (SELECT count(*) FROM partners) AS organisations,
             (SELECT count(*) FROM subscriptions WHERE status <> 'cancelled') AS live`);
    expect(counts?.live).toBe(counts?.organisations);
    expect(Number(counts?.live)).toBe(9);
  });

  it('gives each a year of monthly periods, back to back, the last one holding today', async () => {
    const today = careDay();
    for (const { subscription, payments } of await memberships()) {
      expect(payments.length).toBeGreaterThanOrEqual(12);
      expect(payments[0]?.periodStart).toBe(subscription.trialEnd);
      expect((payments[0]?.periodStart ?? today) <= addDays(today, -365)).toBe(true);
      for (const [index, payment] of payments.entries()) {
        expect(payment.periodStart).toBe(payments[index - 1]?.periodEnd ?? subscription.trialEnd);
      }
      const latest = payments.at(-1);
      expect(latest?.periodStart).toBe(subscription.currentPeriodStart);
      expect(latest?.periodEnd).toBe(subscription.currentPeriodEnd);
      expect(
        subscription.currentPeriodStart <= today && today < subscription.currentPeriodEnd,
      ).toBe(true);
      // Issued early on each period's first day, on the agencies' clock, never in the future.
      for (const payment of payments) {
        expect(careDay(payment.issuedAt)).toBe(payment.periodStart);
        expect(Date.parse(payment.issuedAt)).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it('charges most by card, each a different card type, with the saved method and the charge', async () => {
    const byCard = (await memberships()).filter(
      (m) => m.subscription.paymentMode === PaymentMode.creditCard,
    );
    expect(byCard.length).toBeGreaterThanOrEqual(6);
    const cardTypes = new Set(byCard.map((m) => m.subscription.paymentMethod?.cardType));
    expect(cardTypes.size).toBe(byCard.length);
    for (const { subscription, payments } of byCard) {
      expect(subscription.paymentMethod).toMatchObject({ type: 'card' });
      for (const payment of payments.filter((p) => p.status === PaymentFlag.paid)) {
        expect(payment.cardBrand).toBe(subscription.paymentMethod?.cardType);
        expect(payment.cardLast4).toBe(subscription.paymentMethod?.last4);
        expect(payment.paidAt).not.toBeNull();
      }
    }
    const [unreferenced] = await rows<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM subscription_payments
      WHERE payment_mode = ${PaymentMode.creditCard} AND status = ${PaymentFlag.paid}
        AND gateway_payment_ref NOT LIKE 'pi_demo_%'`);
    expect(unreferenced?.count).toBe(0);
  });

  it('has one partner past due, its latest charge owed and the year before it paid', async () => {
    const pastDue = (await memberships()).filter(
      (m) => m.subscription.status === SubscriptionStatus.pastDue,
    );
    expect(pastDue.map((m) => m.subscription.organisation.kind)).toEqual(['partner']);
    const payments = pastDue[0]?.payments ?? [];
    expect(payments.at(-1)?.status).toBe(PaymentFlag.unpaid);
    expect(payments.slice(0, -1).every((p) => p.status === PaymentFlag.paid)).toBe(true);
  });

  it('has one agency on invoices: transfers recorded with references, the latest invoice owed', async () => {
    const onInvoice = (await memberships()).filter(
      (m) => m.subscription.paymentMode === PaymentMode.invoice,
    );
    expect(onInvoice).toHaveLength(1);
    const { subscription, payments } = onInvoice[0] ?? { payments: [] };
    expect(subscription?.paymentMethod).toBeNull();
    expect(payments.at(-1)).toMatchObject({ status: PaymentFlag.unpaid, reference: null });
    for (const payment of payments.slice(0, -1)) {
      expect(payment.status).toBe(PaymentFlag.paid);
      expect(payment.reference).toMatch(/^\d{8}-\d{4}$/);
      expect(payment.cardBrand).toBeNull();
      // Recorded as an administrator does: the first instant of the day the money arrived.
      expect(payment.paidAt !== null && payment.paidAt > payment.issuedAt).toBe(true);
    }
  });

  it('numbers the invoices of each year from 1 without a gap, in order of issue', async () => {
    const years = await invoiceNumbersByYear(database.db);
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const { year, numbers, last } of years) {
      expect(numbers).toEqual(gaplessNumbers(year, last));
    }
  });

  it("copies each payment's tax lines from the rate of its province on its day, half-up per line", async () => {
    expect(await paymentsWithWrongTax(database.db)).toEqual([]);

    const byRegion = Object.fromEntries(
      (await memberships()).map((m) => [
        `${m.subscription.country}-${m.subscription.province}:${m.payments[0]?.amountCents}`,
        m.payments.at(-1)?.taxes.map((t) => [t.name, t.percent, t.cents]),
      ]),
    );
    expect(byRegion).toMatchObject({
      'CA-ON:14900': [['HST', 13, 1937]],
      'CA-QC:14900': [
        ['GST', 5, 745],
        ['QST', 9.975, 1486],
      ],
      'CA-BC:4900': [
        ['GST', 5, 245],
        ['PST', 7, 343],
      ],
      'ES-M:3900': [],
    });
  });

  it('changes nothing when its seeder runs again', async () => {
    const before = await rows(sql`SELECT count(*) AS count FROM subscription_payments`);
    await runSeeders(database.db, [{ ...demoSubscriptionsSeeder, name: 'billing.again' }]);
    expect(await rows(sql`SELECT count(*) AS count FROM subscription_payments`)).toEqual(before);
    expect(await rows(sql`SELECT count(*) AS count FROM subscriptions`)).toEqual([{ count: '9' }]);
  });

  it('answers the payments API: all of them to the administrator, its own to the past-due partner', async () => {
    const [count] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM subscription_payments`,
    );
    type Page = { data: SubscriptionPayment[]; meta: { total: number } };
    const admin = await database.signIn('admin@demo.hearth.test');
    const all = await expectBody<Page>(
      await admin.request('/api/subscription-payments?perPage=100'),
      200,
    );
    expect(all.meta.total).toBe(count?.count);
    expect(new Set(all.data.map((p) => p.cardBrand)).size).toBeGreaterThanOrEqual(7);

    const partner = await database.signIn('partner@demo.hearth.test');
    const own = await expectBody<Page>(
      await partner.request(`/api/subscription-payments?status=${PaymentFlag.unpaid}`),
      200,
    );
    expect(own.data).toHaveLength(1);
    expect(own.data[0]?.organisation.kind).toBe('partner');
  });
});
