import { buffer } from 'node:stream/consumers';
import { LISTING_PHOTO_WIDTHS } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { type SizedPhoto, sizedPhoto } from '../../../platform/photos/photoSizes.ts';
import { createPhotoRepo } from './photoRepo.ts';
import { createPhotoStorage } from './photoStorage.ts';

/** Photos read per query: a few seconds of resizing, then the next batch. */
const BATCH = 20;

/**
 * Resizes the photos uploaded before listing photos had sizes (the demo's and agencies' older
 * uploads), each in a transaction of its own with its listing locked, as an upload is. A photo
 * that cannot be read or decoded (its file absent, its bytes damaged) keeps only its upload and
 * is tried again on the next run. Returns how many photos were sized.
 */
export async function sizeOlderListingPhotos(
  db: Database,
  files: FileStore,
  log: FastifyBaseLogger,
): Promise<number> {
  const repo = createPhotoRepo(db);
  const storage = createPhotoStorage(repo, files);
  /** Outside any transaction: the listing stays unlocked while libvips works. */
  const resize = async (storageKey: string): Promise<SizedPhoto> =>
    sizedPhoto(await buffer(await files.open(storageKey)), LISTING_PHOTO_WIDTHS);
  const unreadable: number[] = [];
  let sized = 0;
  for (;;) {
    const batch = await repo.unsized(BATCH, unreadable);
    if (batch.length === 0) {
      return sized;
    }
    for (const photo of batch) {
      const resized = await resize(photo.storageKey).catch(() => undefined);
      if (resized === undefined) {
        unreadable.push(photo.id);
        log.warn({ photoId: photo.id }, 'listing photo could not be read to resize');
        continue;
      }
      const claimed = await db.transaction(async (tx) => {
        if (!(await repo.claimUnsized(tx, photo.listingId, photo.id, resized.width))) {
          return false;
        }
        await storage.addCopies(tx, photo.id, resized.copies);
        await repo.refreshGallery(tx, photo.listingId);
        return true;
      });
      sized += claimed ? 1 : 0;
    }
  }
}
