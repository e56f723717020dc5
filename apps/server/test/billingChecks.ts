// Checks of issued subscription payments shared by the demo's and the scale generator's tests:
// generated payments must look exactly as if the invoicing had issued them.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/**
 * Ids of payments whose tax lines are not the province's rate on the period's first day (each
 * line half-up on its own), or whose total is not the amount plus those lines.
 */
export async function paymentsWithWrongTax(db: Database): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT p.id FROM subscription_payments p
    JOIN subscriptions s ON s.id = p.subscription_id
    CROSS JOIN LATERAL (
      SELECT r.components FROM tax_rates r
      WHERE r.country = s.country AND r.province = s.province
        AND r.effective_from <= p.period_start
      ORDER BY r.effective_from DESC LIMIT 1) rate
    WHERE p.tax_lines <> (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
               'name', c ->> 'name', 'rateThousandths', (c ->> 'rateThousandths')::int,
               'cents', floor((p.amount_cents * (c ->> 'rateThousandths')::bigint + 50000) / 100000.0)::int)
             ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(rate.components) WITH ORDINALITY AS e(c, n))
      OR p.total_cents <> p.amount_cents + (
        SELECT coalesce(sum((l ->> 'cents')::int), 0) FROM jsonb_array_elements(p.tax_lines) l)`);
  return result.rows.map((row) => row.id);
}

/** Each year's invoice numbers in order of issue, beside what that year's counter says was last. */
export async function invoiceNumbersByYear(db: Database) {
  const result = await db.execute<{ year: number; numbers: string[]; last: number }>(sql`
    SELECT c.year, c.last_number AS last,
           array_agg(p.invoice_number ORDER BY p.issued_at, p.invoice_number) AS numbers
    FROM invoice_number_counters c
    JOIN subscription_payments p ON p.invoice_number LIKE 'H-' || c.year || '-%'
    GROUP BY c.year, c.last_number ORDER BY c.year`);
  return result.rows;
}

/** `H-<year>-000001` up to the year's last number: what a gapless year holds. */
export const gaplessNumbers = (year: number, last: number) =>
  Array.from({ length: last }, (_, i) => `H-${year}-${String(i + 1).padStart(6, '0')}`);
