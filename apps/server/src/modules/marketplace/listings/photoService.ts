import {
  LISTING_PHOTO_WIDTHS,
  LISTING_PHOTOS_MAX,
  ListingEditorValidation,
  type OwnListing,
} from '@hearth/domain';
import type { AuditContext } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Writer } from '../../../platform/db/writer.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { DamagedImageError } from '../../../platform/photos/photoMetadata.ts';
import { type SizedPhoto, sizedPhoto } from '../../../platform/photos/photoSizes.ts';
import { storedPhoto } from '../../../platform/photos/storedPhoto.ts';
import { auditListing, type OwnListingService } from './ownListingService.ts';
import type { PhotoRepo } from './photoRepo.ts';
import { createPhotoStorage } from './photoStorage.ts';
import { canManageListingsOf } from './policy.ts';

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });
const photoNotFound = () => new AppError('not_found', 'photo_not_found');

export type ServedPhoto = {
  contentType: string;
  byteSize: number;
  storageKey: string;
  /** The width of the copy served; undefined for the photo as uploaded. */
  width: number | undefined;
  /** Anyone may see it (a published listing's); otherwise only its agency's staff. */
  isPublic: boolean;
};

const photoRefusals = {
  field: 'photo',
  type: ListingEditorValidation.photoType,
  damaged: ListingEditorValidation.photoDamaged,
};

/** The photo measured and resized to the standard widths; a photo libvips cannot read is a 422. */
async function sizedListingPhoto(data: Buffer): Promise<SizedPhoto> {
  try {
    return await sizedPhoto(data, LISTING_PHOTO_WIDTHS);
  } catch (error) {
    if (error instanceof DamagedImageError) {
      throw invalid('photo', ListingEditorValidation.photoDamaged);
    }
    throw error;
  }
}

/** A listing's gallery: uploads checked by their bytes, at most LISTING_PHOTOS_MAX, in order. */
export function createPhotoService(repo: PhotoRepo, files: FileStore, own: OwnListingService) {
  const storage = createPhotoStorage(repo, files);

  /** Positions and the listing's gallery follow `ids`, the new order. */
  async function arrange(tx: Writer, listingId: number, ids: readonly number[]) {
    await repo.arrange(tx, listingId, ids);
    await repo.refreshGallery(tx, listingId);
  }

  const full = () => invalid('photo', ListingEditorValidation.photosFull);

  return {
    /** `read` gives the uploaded bytes; it runs only once the caller may add to this listing. */
    async upload(
      actor: Actor,
      listingId: number,
      read: () => Promise<Buffer>,
      context: AuditContext,
    ): Promise<OwnListing> {
      const before = await own.readOwn(actor, listingId);
      // Checked before reading megabytes, and again under the lock against a parallel upload.
      if (before.photos.length >= LISTING_PHOTOS_MAX) {
        throw full();
      }
      const photo = await storedPhoto(await read(), photoRefusals);
      // Resized before the transaction: the listing stays unlocked while libvips works.
      const sized = await sizedListingPhoto(photo.data);
      // The files and their rows commit together, or none does.
      await own.change(actor, listingId, async (tx, agencyId) => {
        const ids = await repo.idsOf(tx, listingId);
        if (ids.length >= LISTING_PHOTOS_MAX) {
          throw full();
        }
        const photoId = await storage.add(tx, listingId, ids.length, photo, sized);
        await arrange(tx, listingId, [...ids, photoId]);
        await auditListing(tx, context, 'photo_added', { id: listingId, agencyId }, { photoId });
      });
      return own.read(listingId);
    },

    async remove(
      actor: Actor,
      listingId: number,
      photoId: number,
      context: AuditContext,
    ): Promise<OwnListing> {
      // The files go with their rows (the stored_files triggers), the copies' by the cascade.
      await own.change(actor, listingId, async (tx, agencyId) => {
        if (!(await repo.remove(tx, listingId, photoId))) {
          throw photoNotFound();
        }
        await arrange(tx, listingId, await repo.idsOf(tx, listingId));
        await auditListing(tx, context, 'photo_removed', { id: listingId, agencyId }, { photoId });
      });
      return own.read(listingId);
    },

    async reorder(
      actor: Actor,
      listingId: number,
      photoIds: readonly number[],
      context: AuditContext,
    ): Promise<OwnListing> {
      await own.change(actor, listingId, async (tx, agencyId) => {
        const current = await repo.idsOf(tx, listingId);
        const same =
          photoIds.length === current.length &&
          new Set(photoIds).size === current.length &&
          photoIds.every((id) => current.includes(id));
        if (!same) {
          throw invalid('photoIds', ListingEditorValidation.photoOrder);
        }
        await arrange(tx, listingId, photoIds);
        await auditListing(tx, context, 'photos_reordered', { id: listingId, agencyId });
      });
      return own.read(listingId);
    },

    /**
     * A photo this person may see: any of a listed, published listing; a draft's to its staff.
     * With `width`, its copy at that width, or the upload itself when it has none (it is no wider,
     * or an older upload not yet resized).
     */
    async find(
      actor: Actor | null,
      listingId: number,
      photoId: number,
      width?: number,
    ): Promise<ServedPhoto> {
      const photo = await repo.findServable(listingId, photoId, width);
      if (photo === undefined || !photo.live) {
        throw photoNotFound();
      }
      const isPublic = photo.published && photo.listed;
      if (!isPublic && !canManageListingsOf(actor, photo.agencyId)) {
        throw photoNotFound();
      }
      const served = photo.resized ?? photo;
      return {
        contentType: served.contentType,
        byteSize: served.byteSize,
        storageKey: served.storageKey,
        width: photo.resized === null ? undefined : width,
        isPublic,
      };
    },

    open: (storageKey: string) => files.open(storageKey),
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
