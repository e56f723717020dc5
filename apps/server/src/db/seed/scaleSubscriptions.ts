import {
  BuyerKind,
  CARE_TIME_ZONE,
  CardType,
  Currency,
  InvoiceSchedule,
  PaymentFlag,
  PaymentMode,
  SubscriptionStatus,
  UnitOfMeasure,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import type { SeedTransaction } from './types.ts';

const asJson = (value: unknown) => JSON.stringify(value);

/** Provinces whose current rates began before 2017-04: a hundred months back all have a rate. */
const provinces = ['ON', 'QC', 'BC', 'AB', 'NS', 'NB', 'SK', 'NL', 'PE'];
const PRICE_CENTS = 4_900;
/** One agency in this many pays by invoice, and one in PAST_DUE_EVERY is past due. */
const INVOICE_EVERY = 5;
const PAST_DUE_EVERY = 20;
/** One paid invoice in this many was voided instead. */
const VOID_EVERY = 40;

/**
 * A monthly subscription for each agency of the temporary `scale_agencies` table, with
 * `perAgency` payments, one per month up to the current period, as issuing would have made them:
 * tax lines copied from the province's rate on the day of issue (half-up per line) and invoice
 * numbers gapless per year, continuing the counters. Most pay by card (the card types in turn),
 * some by debit, one in five by invoice; the latest payment of invoice and past-due agencies is
 * owed.
 */
export async function seedScaleSubscriptions(tx: SeedTransaction, perAgency: number) {
  const product = await tx.execute<{ id: number }>(sql`
    INSERT INTO membership_products (names, descriptions, buyer_kinds, price_cents, currency,
                                     unit_of_measure, entitlements, trial_days)
    SELECT jsonb_build_object('en-US', t, 'en-CA', t, 'es-ES', t),
           jsonb_build_object('en-US', t, 'en-CA', t, 'es-ES', t),
           ARRAY[${BuyerKind.agency}], ${PRICE_CENTS}, ${Currency.canadianDollar},
           ${UnitOfMeasure.monthly}, '{"listingSlots": 100, "staffSeats": 200}'::jsonb, 0
    FROM (SELECT 'Scale Agency Plan' AS t) named
    RETURNING id`);

  // Each agency renews on its own day of the month (1 to 28, so every month has it); its current
  // period is the one holding today in the agencies' time zone.
  await tx.execute(sql`
    CREATE TEMP TABLE scale_subscriptions ON COMMIT DROP AS
    WITH today AS (SELECT (now() AT TIME ZONE ${CARE_TIME_ZONE})::date AS day),
    anchored AS (
      SELECT a.agency_id, 1 + a.agency_id % 28 AS anchor,
             (date_trunc('month', today.day)::date + (a.agency_id % 28)) AS this_month,
             today.day
      FROM scale_agencies a, today
    )
    SELECT agency_id, anchor,
           (CASE WHEN this_month <= day THEN this_month
                 ELSE (this_month - interval '1 month')::date END
            - make_interval(months => ${perAgency - 1}))::date AS first_start,
           (${asJson(provinces)}::jsonb ->> (agency_id % ${provinces.length})::int) AS province,
           CASE WHEN agency_id % ${INVOICE_EVERY} = 0 THEN ${PaymentMode.invoice}
                WHEN agency_id % ${INVOICE_EVERY} = 1 THEN ${PaymentMode.preAuthorizedDebit}
                ELSE ${PaymentMode.creditCard} END::smallint AS mode,
           (${asJson(CardType.codes)}::jsonb ->> (agency_id % ${CardType.codes.length})::int) AS card_type,
           lpad((agency_id * 37 % 10000)::text, 4, '0') AS last4,
           agency_id % ${PAST_DUE_EVERY} = 3 AS past_due
    FROM anchored`);

  await tx.execute(sql`ALTER TABLE scale_subscriptions ADD COLUMN id integer`);
  await tx.execute(sql`
    WITH created AS (
      INSERT INTO subscriptions (agency_id, product_id, status, payment_mode, invoice_schedule,
        unit_of_measure, country, province, current_period_start, current_period_end, anchor_day,
        gateway_customer_ref, payment_method_ref, payment_method_type, card_type,
        payment_method_last4, created_at)
      SELECT agency_id, ${product.rows[0]?.id},
             CASE WHEN past_due THEN ${SubscriptionStatus.pastDue} ELSE ${SubscriptionStatus.active} END,
             mode, ${InvoiceSchedule.advance}, ${UnitOfMeasure.monthly}, 'CA', province,
             (first_start + make_interval(months => ${perAgency - 1}))::date,
             (first_start + make_interval(months => ${perAgency}))::date,
             anchor,
             CASE WHEN mode <> ${PaymentMode.invoice} THEN 'cus_scale_' || agency_id END,
             CASE WHEN mode <> ${PaymentMode.invoice} THEN 'pm_scale_' || agency_id END,
             CASE mode WHEN ${PaymentMode.creditCard} THEN 'card'
                       WHEN ${PaymentMode.preAuthorizedDebit} THEN 'acssDebit' END,
             CASE WHEN mode = ${PaymentMode.creditCard} THEN card_type END,
             CASE WHEN mode <> ${PaymentMode.invoice} THEN last4 END,
             first_start::timestamp AT TIME ZONE ${CARE_TIME_ZONE}
      FROM scale_subscriptions
      RETURNING id, agency_id
    )
    UPDATE scale_subscriptions s SET id = created.id FROM created
    WHERE created.agency_id = s.agency_id`);

  await tx.execute(sql`
    CREATE TEMP TABLE scale_payments ON COMMIT DROP AS
    SELECT s.id AS subscription_id, s.agency_id, s.mode, s.card_type, s.last4, g,
           p.start, p.issued_at, extract(year FROM p.start)::int AS year,
           row_number() OVER (PARTITION BY extract(year FROM p.start)
                              ORDER BY p.issued_at, s.id) AS n,
           g = ${perAgency - 1} AND (s.past_due OR s.mode = ${PaymentMode.invoice}) AS owed,
           coalesce(tax.lines, '[]'::jsonb) AS tax_lines, coalesce(tax.cents, 0) AS tax_cents
    FROM scale_subscriptions s
    CROSS JOIN generate_series(0, ${perAgency - 1}) AS g
    CROSS JOIN LATERAL (
      SELECT (s.first_start + make_interval(months => g))::date AS start,
             ((s.first_start + make_interval(months => g))::date + time '06:00')
               AT TIME ZONE ${CARE_TIME_ZONE} AS issued_at
    ) p
    LEFT JOIN LATERAL (
      SELECT r.components FROM tax_rates r
      WHERE r.country = 'CA' AND r.province = s.province AND r.effective_from <= p.start
      ORDER BY r.effective_from DESC LIMIT 1
    ) rate ON true
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object('name', c ->> 'name',
                         'rateThousandths', (c ->> 'rateThousandths')::int,
                         'cents', line.cents) ORDER BY k) AS lines,
             sum(line.cents)::int AS cents
      FROM jsonb_array_elements(rate.components) WITH ORDINALITY AS e(c, k)
      -- Half-up in integers: thousandths of a percent, so the divisor is 100,000.
      CROSS JOIN LATERAL (
        SELECT ((${PRICE_CENTS} * (c ->> 'rateThousandths')::bigint + 50000) / 100000)::int AS cents
      ) line
    ) tax ON true`);

  await tx.execute(sql`
    WITH per_year AS (
      SELECT year, count(*)::int AS issued FROM scale_payments GROUP BY year
    ), taken AS (
      INSERT INTO invoice_number_counters (year, last_number)
      SELECT year, issued FROM per_year
      ON CONFLICT (year) DO UPDATE
        SET last_number = invoice_number_counters.last_number + excluded.last_number
      RETURNING year, last_number
    )
    INSERT INTO subscription_payments (agency_id, subscription_id, period_start, period_end,
      amount_cents, tax_lines, total_cents, currency, payment_mode, card_brand, card_last4,
      status, invoice_number, issued_at, paid_at, reference, void_reason, gateway_payment_ref)
    SELECT p.agency_id, p.subscription_id, p.start, (p.start + interval '1 month')::date,
           ${PRICE_CENTS}, p.tax_lines, ${PRICE_CENTS} + p.tax_cents, ${Currency.canadianDollar},
           p.mode,
           CASE WHEN p.mode = ${PaymentMode.creditCard} AND NOT p.owed THEN p.card_type END,
           CASE WHEN p.mode <> ${PaymentMode.invoice} AND NOT p.owed THEN p.last4 END,
           CASE WHEN p.owed THEN ${PaymentFlag.unpaid}
                WHEN p.mode = ${PaymentMode.invoice} AND p.g % ${VOID_EVERY} = 7 THEN ${PaymentFlag.voidedOrOnHold}
                ELSE ${PaymentFlag.paid} END::smallint,
           'H-' || p.year || '-' || lpad(number.text, greatest(6, length(number.text)), '0'),
           p.issued_at,
           CASE WHEN p.owed OR (p.mode = ${PaymentMode.invoice} AND p.g % ${VOID_EVERY} = 7) THEN NULL
                WHEN p.mode = ${PaymentMode.invoice} THEN p.issued_at + interval '12 days'
                ELSE p.issued_at + interval '2 minutes' END,
           CASE WHEN p.mode = ${PaymentMode.invoice} AND NOT p.owed AND p.g % ${VOID_EVERY} <> 7
                THEN 'SCALE-' || p.subscription_id || '-' || p.g END,
           CASE WHEN p.mode = ${PaymentMode.invoice} AND p.g % ${VOID_EVERY} = 7 AND NOT p.owed
                THEN 'Generated for load tests.' END,
           CASE WHEN p.mode <> ${PaymentMode.invoice} AND NOT p.owed
                THEN 'pi_scale_' || p.subscription_id || '_' || p.g END
    FROM scale_payments p JOIN taken t USING (year) JOIN per_year y USING (year)
    CROSS JOIN LATERAL (SELECT (t.last_number - y.issued + p.n)::text AS text) number`);
}
