import {
  LISTING_PHOTOS_MAX,
  ListingEditorValidation,
  type ListingPhotoType,
  listingPhotoUrl,
  type OwnListing,
} from '@hearth/domain';
import type { AuditContext } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Writer } from '../../../platform/db/writer.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { storedPhoto } from '../../../platform/photos/storedPhoto.ts';
import { auditListing, type OwnListingService } from './ownListingService.ts';
import type { PhotoRepo } from './photoRepo.ts';
import { canManageListingsOf } from './policy.ts';

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });
const photoNotFound = () => new AppError('not_found', 'photo_not_found');

export type ServedPhoto = {
  contentType: ListingPhotoType;
  byteSize: number;
  storageKey: string;
  /** Anyone may see it (a published listing's); otherwise only its agency's staff. */
  isPublic: boolean;
};

const photoRefusals = {
  field: 'photo',
  type: ListingEditorValidation.photoType,
  damaged: ListingEditorValidation.photoDamaged,
};

/** A listing's gallery: uploads checked by their bytes, at most LISTING_PHOTOS_MAX, in order. */
export function createPhotoService(repo: PhotoRepo, files: FileStore, own: OwnListingService) {
  /** Positions and the listing's urls follow `ids`, the gallery's new order. */
  const arrange = (tx: Writer, listingId: number, ids: readonly number[]) =>
    repo.arrange(
      tx,
      listingId,
      ids,
      ids.map((id) => listingPhotoUrl(listingId, id)),
    );

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
      const { contentType, data, storageKey } = storedPhoto(await read(), photoRefusals);
      // The file and its row commit together, or neither does.
      await own.change(actor, listingId, async (tx, agencyId) => {
        const ids = await repo.idsOf(tx, listingId);
        if (ids.length >= LISTING_PHOTOS_MAX) {
          throw full();
        }
        await files.save(tx, { key: storageKey, data, contentType });
        const photoId = await repo.insert(tx, listingId, ids.length, {
          contentType,
          byteSize: data.length,
          storageKey,
        });
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
      // The file goes with its row (the stored_files trigger).
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

    /** A photo this person may see: any of a listed, published listing; a draft's to its staff. */
    async find(actor: Actor | null, listingId: number, photoId: number): Promise<ServedPhoto> {
      const photo = await repo.findServable(listingId, photoId);
      if (photo === undefined || !photo.live) {
        throw photoNotFound();
      }
      const isPublic = photo.published && photo.listed;
      if (!isPublic && !canManageListingsOf(actor, photo.agencyId)) {
        throw photoNotFound();
      }
      return {
        contentType: photo.contentType as ListingPhotoType,
        byteSize: photo.byteSize,
        storageKey: photo.storageKey,
        isPublic,
      };
    },

    open: (storageKey: string) => files.open(storageKey),
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
