import type { Writer } from '../../../platform/db/writer.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import {
  RESIZED_PHOTO_TYPE,
  type ResizedCopy,
  type SizedPhoto,
} from '../../../platform/photos/photoSizes.ts';
import type { StoredPhoto } from '../../../platform/photos/storedPhoto.ts';
import type { PhotoRepo } from './photoRepo.ts';

/**
 * How a listing photo and its resized copies are kept: each file saved in the transaction that
 * writes the row naming it, so a photo and its copies commit together or not at all.
 */
export function createPhotoStorage(repo: PhotoRepo, files: FileStore) {
  async function addCopies(tx: Writer, photoId: number, copies: readonly ResizedCopy[]) {
    for (const copy of copies) {
      await files.save(tx, {
        key: copy.storageKey,
        data: copy.data,
        contentType: RESIZED_PHOTO_TYPE,
      });
    }
    await repo.insertSizes(
      tx,
      photoId,
      copies.map((copy) => ({
        width: copy.width,
        contentType: RESIZED_PHOTO_TYPE,
        byteSize: copy.data.length,
        storageKey: copy.storageKey,
      })),
    );
  }

  return {
    addCopies,

    /** Adds the photo at `position` of the listing's gallery; returns its id. */
    async add(
      tx: Writer,
      listingId: number,
      position: number,
      { contentType, data, storageKey }: StoredPhoto,
      sized: SizedPhoto,
    ): Promise<number> {
      await files.save(tx, { key: storageKey, data, contentType });
      const photoId = await repo.insert(tx, listingId, position, {
        contentType,
        byteSize: data.length,
        storageKey,
        width: sized.width,
      });
      await addCopies(tx, photoId, sized.copies);
      return photoId;
    },
  };
}

export type PhotoStorage = ReturnType<typeof createPhotoStorage>;
