import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { marketplaceListingPhotos, marketplaceListings } from '../../../db/schema/index.ts';
import type { Writer } from '../../../platform/db/writer.ts';
import { agencyListed } from './listingColumns.ts';

const photos = marketplaceListingPhotos;
const listings = marketplaceListings;

export type NewPhoto = { contentType: string; byteSize: number; storageKey: string };

/** The SQL of listing photos; every write runs in the transaction holding the listing's lock. */
export function createPhotoRepo(db: Database) {
  return {
    async idsOf(reader: Writer, listingId: number): Promise<number[]> {
      const rows = await reader
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.listingId, listingId))
        .orderBy(asc(photos.position), asc(photos.id));
      return rows.map((row) => row.id);
    },

    async insert(tx: Writer, listingId: number, position: number, photo: NewPhoto) {
      const [row] = await tx
        .insert(photos)
        .values({ ...photo, listingId, position })
        .returning({ id: photos.id });
      if (row === undefined) {
        throw new Error('photo insert returned no row');
      }
      return row.id;
    },

    /** Deletes the photo (its file goes with it); false when the listing has no such photo. */
    async remove(tx: Writer, listingId: number, photoId: number): Promise<boolean> {
      const deleted = await tx
        .delete(photos)
        .where(and(eq(photos.id, photoId), eq(photos.listingId, listingId)))
        .returning({ id: photos.id });
      return deleted.length > 0;
    },

    /** Gallery order as given (ids of this listing), and the listing's urls rewritten to match. */
    async arrange(tx: Writer, listingId: number, ids: readonly number[], urls: string[]) {
      for (const [position, id] of ids.entries()) {
        await tx
          .update(photos)
          .set({ position })
          .where(and(eq(photos.id, id), eq(photos.listingId, listingId)));
      }
      await tx.update(listings).set({ photoUrls: urls }).where(eq(listings.id, listingId));
    },

    /** A photo with what decides who may see it. */
    async findServable(listingId: number, photoId: number) {
      const [row] = await db
        .select({
          contentType: photos.contentType,
          byteSize: photos.byteSize,
          storageKey: photos.storageKey,
          agencyId: listings.agencyId,
          published: listings.published,
          live: sql<boolean>`${listings.retiredAt} IS NULL`,
          listed: sql<boolean>`${agencyListed}`,
        })
        .from(photos)
        .innerJoin(listings, eq(listings.id, photos.listingId))
        .where(and(eq(photos.id, photoId), eq(photos.listingId, listingId)));
      return row;
    },
  };
}

export type PhotoRepo = ReturnType<typeof createPhotoRepo>;
