import { careDay, PaymentFlag, PaymentMode, SubscriptionStatus } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  gaplessNumbers,
  invoiceNumbersByYear,
  paymentsWithWrongTax,
} from '../../../test/billingChecks.ts';
import { useTestDatabase } from '../../../test/harness.ts';
import { seedScale } from './scale.ts';

const database = useTestDatabase();
/** Over a year, so every run spans a change of year and numbers two sequences. */
const PER_AGENCY = 14;

beforeAll(async () => {
  await seedScale(database.db, {
    agencies: 6,
    caregiversPerAgency: 0,
    patientsPerAgency: 0,
    listingsPerAgency: 0,
    subscriptionPaymentsPerAgency: PER_AGENCY,
  });
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

describe('the scale generator: subscription payments', () => {
  it('gives every agency one subscription and a payment per month, back to back, up to today', async () => {
    const today = careDay();
    const agencies = await rows<{
      payments: number;
      chained: boolean;
      current: boolean;
    }>(sql`
      SELECT count(p.id)::int AS payments,
             bool_and(p.period_start = coalesce(
               (SELECT max(q.period_end) FROM subscription_payments q
                WHERE q.subscription_id = s.id AND q.period_start < p.period_start),
               p.period_start)) AS chained,
             bool_or(p.period_start = s.current_period_start
                     AND p.period_end = s.current_period_end
                     AND s.current_period_start <= ${today}::date
                     AND ${today}::date < s.current_period_end) AS current
      FROM subscriptions s JOIN subscription_payments p ON p.subscription_id = s.id
      GROUP BY s.id ORDER BY s.agency_id`);
    expect(agencies).toEqual(
      Array.from({ length: 6 }, () => ({ payments: PER_AGENCY, chained: true, current: true })),
    );
  });

  it('numbers the invoices of each year from 1 without a gap', async () => {
    const years = await invoiceNumbersByYear(database.db);
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const { year, numbers, last } of years) {
      expect(numbers).toEqual(gaplessNumbers(year, last));
    }
  });

  it("copies the tax of the agency's province on each payment's day", async () => {
    expect(await paymentsWithWrongTax(database.db)).toEqual([]);
    const [provinces] = await rows<{ count: number }>(
      sql`SELECT count(DISTINCT province)::int AS count FROM subscriptions`,
    );
    expect(provinces?.count).toBe(6);
  });

  it('mixes cards, debit and invoices; the latest of an invoice or past-due agency is owed', async () => {
    const latest = await rows<{ mode: number; status: string; flag: number; card: string | null }>(
      sql`
      SELECT s.payment_mode AS mode, s.status, p.status AS flag, p.card_brand AS card
      FROM subscriptions s JOIN subscription_payments p
        ON p.subscription_id = s.id AND p.period_start = s.current_period_start
      ORDER BY s.agency_id`,
    );
    const owed = latest.filter((row) => row.flag === PaymentFlag.unpaid);
    expect(owed.map((row) => [row.mode, row.status])).toEqual(
      expect.arrayContaining([
        [PaymentMode.invoice, SubscriptionStatus.active],
        [PaymentMode.creditCard, SubscriptionStatus.pastDue],
      ]),
    );
    expect(owed).toHaveLength(2);
    expect(new Set(latest.map((row) => row.mode))).toEqual(
      new Set([PaymentMode.creditCard, PaymentMode.preAuthorizedDebit, PaymentMode.invoice]),
    );
    const cardsPaid = latest.filter(
      (row) => row.mode === PaymentMode.creditCard && row.flag === PaymentFlag.paid,
    );
    expect(cardsPaid.every((row) => row.card !== null)).toBe(true);
  });
});
