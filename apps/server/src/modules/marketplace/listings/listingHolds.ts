import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { marketplaceListingHolds } from '../../../db/schema/index.ts';

/**
 * Takes an agency's listings off the marketplace (search, map, pages, sitemap, care requests)
 * without touching them: drafts stay drafts and published listings come back as they were when
 * the hold is lifted. Holding twice is one hold. Runs in the caller's transaction, beside the
 * change that causes it.
 */
export async function holdAgencyListings(tx: Transaction, agencyId: number): Promise<void> {
  await tx.insert(marketplaceListingHolds).values({ agencyId }).onConflictDoNothing();
}

/** Puts an agency's published listings back on the marketplace. */
export async function releaseAgencyListings(tx: Transaction, agencyId: number): Promise<void> {
  await tx.delete(marketplaceListingHolds).where(eq(marketplaceListingHolds.agencyId, agencyId));
}
