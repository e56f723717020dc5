import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { marketplaceListings } from './marketplace-listings.ts';

/**
 * The photos an agency uploads to a listing, in the order it shows them. The file is in the file
 * store (stored_files) by its random storage key; the listing's `photos` is rewritten from
 * these rows on every change, so a search reads the gallery without a join.
 */
export const marketplaceListingPhotos = pgTable(
  'marketplace_listing_photos',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    /** 0-based place in the listing's gallery; the first is its cover. */
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    /**
     * In pixels, measured when its sizes are made (marketplace_listing_photo_sizes); null for an
     * upload from before resizing until the sizing job has done it.
     */
    width: integer('width'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('marketplace_listing_photos_storage_key_unique').on(table.storageKey),
    // Not unique: a reorder rewrites every position in one statement, under the listing's lock.
    index('marketplace_listing_photos_listing_idx').on(table.listingId, table.position),
    check(
      'marketplace_listing_photos_type_known',
      sql`${table.contentType} IN ('image/jpeg', 'image/png', 'image/webp')`,
    ),
    check('marketplace_listing_photos_size_positive', sql`${table.byteSize} > 0`),
  ],
);
