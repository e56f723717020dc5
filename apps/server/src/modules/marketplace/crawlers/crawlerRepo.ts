import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { marketplaceListings } from '../../../db/schema/index.ts';
import { agencyListed } from '../listings/listingColumns.ts';

const listings = marketplaceListings;

export function createCrawlerRepo(db: Database) {
  return {
    /** The listings anyone may open (published, of an agency still listed), newest change first. */
    publicListings: (limit: number) =>
      db
        .select({ id: listings.id, product: listings.product, updatedAt: listings.updatedAt })
        .from(listings)
        .where(and(eq(listings.published, true), agencyListed))
        .orderBy(desc(listings.updatedAt), desc(listings.id))
        .limit(limit),
  };
}

export type CrawlerRepo = ReturnType<typeof createCrawlerRepo>;
