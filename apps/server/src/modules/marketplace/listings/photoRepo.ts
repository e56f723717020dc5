import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  marketplaceListingPhotoSizes,
  marketplaceListingPhotos,
  marketplaceListings,
} from '../../../db/schema/index.ts';
import type { Reader, Writer } from '../../../platform/db/writer.ts';
import { agencyListed } from './listingColumns.ts';

const photos = marketplaceListingPhotos;
const sizes = marketplaceListingPhotoSizes;
const listings = marketplaceListings;

/** A stored file: its type, size in bytes and key in the file store. */
type PhotoFile = { contentType: string; byteSize: number; storageKey: string };
export type NewPhoto = PhotoFile & { width: number };
export type NewPhotoSize = PhotoFile & { width: number };

// The listing's `photos` column, rebuilt from its photo rows: what a search reads of each.
const gallery = sql`COALESCE((
  SELECT jsonb_agg(jsonb_build_object(
      'id', ${photos.id},
      'width', ${photos.width},
      'resizedWidths', COALESCE((
        SELECT jsonb_agg(${sizes.width} ORDER BY ${sizes.width})
        FROM ${sizes} WHERE ${sizes.photoId} = ${photos.id}), '[]'::jsonb))
    ORDER BY ${photos.position}, ${photos.id})
  FROM ${photos} WHERE ${photos.listingId} = ${listings.id}), '[]'::jsonb)`;

/** The SQL of listing photos; every write runs in the transaction holding the listing's lock. */
export function createPhotoRepo(db: Reader) {
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

    /** Records a photo's resized copies (their files saved in the same transaction). */
    async insertSizes(tx: Writer, photoId: number, resized: readonly NewPhotoSize[]) {
      if (resized.length > 0) {
        await tx.insert(sizes).values(resized.map((size) => ({ ...size, photoId })));
      }
    },

    /** Gallery order as given (ids of this listing). */
    async arrange(tx: Writer, listingId: number, ids: readonly number[]) {
      for (const [position, id] of ids.entries()) {
        await tx
          .update(photos)
          .set({ position })
          .where(and(eq(photos.id, id), eq(photos.listingId, listingId)));
      }
    },

    /** Rewrites the listing's `photos` from its rows, after any change to them. */
    async refreshGallery(tx: Writer, listingId: number) {
      await tx.update(listings).set({ photos: gallery }).where(eq(listings.id, listingId));
    },

    /**
     * A photo with what decides who may see it, and its copy at `width` when it has one; the
     * copy's file fields are null otherwise.
     */
    async findServable(listingId: number, photoId: number, width: number | undefined) {
      const [row] = await db
        .select({
          contentType: photos.contentType,
          byteSize: photos.byteSize,
          storageKey: photos.storageKey,
          resized: {
            contentType: sizes.contentType,
            byteSize: sizes.byteSize,
            storageKey: sizes.storageKey,
          },
          agencyId: listings.agencyId,
          published: listings.published,
          live: sql<boolean>`${listings.retiredAt} IS NULL`,
          listed: sql<boolean>`${agencyListed}`,
        })
        .from(photos)
        .innerJoin(listings, eq(listings.id, photos.listingId))
        .leftJoin(
          sizes,
          and(
            eq(sizes.photoId, photos.id),
            width === undefined ? sql`false` : eq(sizes.width, width),
          ),
        )
        .where(and(eq(photos.id, photoId), eq(photos.listingId, listingId)));
      return row;
    },

    /** Photos of live listings uploaded before resizing, oldest first, but those `skipped`. */
    async unsized(limit: number, skipped: readonly number[]) {
      return db
        .select({ id: photos.id, listingId: photos.listingId, storageKey: photos.storageKey })
        .from(photos)
        .innerJoin(listings, eq(listings.id, photos.listingId))
        .where(
          and(
            isNull(photos.width),
            isNull(listings.retiredAt),
            skipped.length === 0 ? undefined : notInArray(photos.id, [...skipped]),
          ),
        )
        .orderBy(asc(photos.id))
        .limit(limit);
    },

    /**
     * Gives a photo its width, with the listing locked as every gallery change is; false when the
     * photo is gone or was sized meanwhile (another node's run), so its copies are not recorded.
     */
    async claimUnsized(tx: Writer, listingId: number, photoId: number, width: number) {
      await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.id, listingId))
        .for('update');
      const claimed = await tx
        .update(photos)
        .set({ width })
        .where(and(eq(photos.id, photoId), isNull(photos.width)))
        .returning({ id: photos.id });
      return claimed.length > 0;
    },
  };
}

export type PhotoRepo = ReturnType<typeof createPhotoRepo>;
