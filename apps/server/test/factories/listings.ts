import type { Database } from '../../src/db/client.ts';
import { marketplaceListings } from '../../src/db/schema/index.ts';

type ListingValues = typeof marketplaceListings.$inferInsert;

/** A published listing at a place; everything else plain unless given. */
export async function createListing(
  db: Database,
  values: Pick<ListingValues, 'agencyId' | 'name' | 'latitude' | 'longitude'> &
    Partial<ListingValues>,
): Promise<number> {
  const [row] = await db
    .insert(marketplaceListings)
    .values({
      product: 'homecare',
      priceMinCents: 3000,
      priceMaxCents: 4000,
      priceUnit: 'hour',
      published: true,
      ...values,
    })
    .returning({ id: marketplaceListings.id });
  if (row === undefined) {
    throw new Error('no listing created');
  }
  return row.id;
}
