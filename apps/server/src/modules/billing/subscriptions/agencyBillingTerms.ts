import { Currency } from '@hearth/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { membershipProducts, subscriptions } from '../../../db/schema/index.ts';

export type AgencyBillingTerms = { currency: Currency; country: string; province: string };

/**
 * Where Hearth bills an agency and in what currency: the billing address and the product currency
 * of its newest subscription, as its membership invoices are taxed and priced. Undefined for an
 * agency that never subscribed.
 */
export async function agencyBillingTerms(
  db: Database | Transaction,
  agencyId: number,
): Promise<AgencyBillingTerms | undefined> {
  const [row] = await db
    .select({
      currency: membershipProducts.currency,
      country: subscriptions.country,
      province: subscriptions.province,
    })
    .from(subscriptions)
    .innerJoin(membershipProducts, eq(membershipProducts.id, subscriptions.productId))
    .where(eq(subscriptions.agencyId, agencyId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row && { ...row, currency: Currency.schema.parse(row.currency) };
}
