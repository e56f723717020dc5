import { LISTING_PHOTO_WIDTHS, type MarketplaceProduct } from '@hearth/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { marketplaceListings } from '../../../db/schema/index.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { newPhotoKey } from '../../../platform/photos/photoFormat.ts';
import {
  RESIZED_PHOTO_TYPE,
  type SizedPhoto,
  sizedPhoto,
} from '../../../platform/photos/photoSizes.ts';
import { demoListingPhoto } from './demoPhotoScenes.ts';
import { createPhotoRepo } from './photoRepo.ts';
import { createPhotoStorage } from './photoStorage.ts';
import { demoListingNames } from './seed.ts';

type DemoPhoto = { data: Buffer; sized: SizedPhoto };

/**
 * Each demo listing without photos gets its product's drawn photo as its cover, kept and resized
 * as an upload is. A product's photo is drawn and resized once; each listing's files are its own.
 */
export const demoListingPhotosSeeder = (files: FileStore): Seeder => ({
  name: 'marketplace.demo-listing-photos',
  async run(tx) {
    const repo = createPhotoRepo(tx);
    const storage = createPhotoStorage(repo, files);
    const listings = await tx
      .select({ id: marketplaceListings.id, product: marketplaceListings.product })
      .from(marketplaceListings)
      .where(
        and(
          inArray(marketplaceListings.name, demoListingNames()),
          eq(marketplaceListings.photos, sql`'[]'::jsonb`),
        ),
      );
    const drawn = new Map<MarketplaceProduct, DemoPhoto>();
    for (const listing of listings) {
      const product = listing.product as MarketplaceProduct;
      let photo = drawn.get(product);
      if (photo === undefined) {
        const data = await demoListingPhoto(product);
        photo = { data, sized: await sizedPhoto(data, LISTING_PHOTO_WIDTHS) };
        drawn.set(product, photo);
      }
      const copies = photo.sized.copies.map((copy) => ({
        ...copy,
        storageKey: newPhotoKey(RESIZED_PHOTO_TYPE),
      }));
      await storage.add(
        tx,
        listing.id,
        0,
        { contentType: 'image/jpeg', data: photo.data, storageKey: newPhotoKey('image/jpeg') },
        { width: photo.sized.width, copies },
      );
      await repo.refreshGallery(tx, listing.id);
    }
  },
});
