import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { marketplaceListingPhotos } from './marketplace-listing-photos.ts';

/**
 * A listing photo resized to one of the standard widths, its file in the file store by its random
 * key. It goes with its photo (the cascade), and its file with it (the stored_files trigger).
 */
export const marketplaceListingPhotoSizes = pgTable(
  'marketplace_listing_photo_sizes',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => marketplaceListingPhotos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.width] }),
    uniqueIndex('marketplace_listing_photo_sizes_storage_key_unique').on(table.storageKey),
    check(
      'marketplace_listing_photo_sizes_type_known',
      sql`${table.contentType} IN ('image/jpeg', 'image/png', 'image/webp')`,
    ),
    check('marketplace_listing_photo_sizes_size_positive', sql`${table.byteSize} > 0`),
    check('marketplace_listing_photo_sizes_width_positive', sql`${table.width} > 0`),
  ],
);
