import { type CaregiverPhoto, CaregiverPhotoValidation, type PhotoType } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { FileStore, NewStoredFile } from '../../../platform/files/fileStore.ts';
import { storedPhoto } from '../../../platform/photos/storedPhoto.ts';
import type { CaregiverRepo } from './caregiverRepo.ts';
import { caregiverNotFound } from './caregiverService.ts';
import { caregiverPhotoUrlOf } from './dto.ts';
import type { PhotoRepo } from './photoRepo.ts';
import { canChangePhotoOf, canSeePhotoOf, caregiverScope } from './policy.ts';

const photoRefusals = {
  field: 'photo',
  type: CaregiverPhotoValidation.type,
  damaged: CaregiverPhotoValidation.damaged,
};

export type ServedCaregiverPhoto = { contentType: PhotoType; byteSize: number; storageKey: string };

/** A caregiver's profile photo: one at a time, kept by their agency's staff or themself. */
export function createPhotoService(
  db: Database,
  caregivers: CaregiverRepo,
  repo: PhotoRepo,
  files: FileStore,
) {
  /** The caregiver, when this person may change their photo: 404 unseen, 403 seen only. */
  async function changeable(actor: Actor, caregiverId: number) {
    const visible = await caregivers.findVisibleOwner(caregiverScope(actor), caregiverId);
    const row = visible === undefined ? undefined : await repo.find(caregiverId);
    if (row === undefined) {
      throw caregiverNotFound();
    }
    if (!canChangePhotoOf(actor, row)) {
      throw new AppError('forbidden', 'own_agency_caregivers_change');
    }
    return row;
  }

  /**
   * Writes the photo (null: none), its file and its audit in one transaction; the replaced file
   * goes with the row's old key (the stored_files trigger).
   */
  async function replace(
    caregiverId: number,
    agencyId: number,
    photo: NewStoredFile | null,
    context: AuditContext,
  ): Promise<CaregiverPhoto> {
    await db.transaction(async (tx) => {
      if (photo !== null) {
        await files.save(tx, photo);
      }
      const before = await repo.replace(
        tx,
        caregiverId,
        photo === null
          ? null
          : { storageKey: photo.key, contentType: photo.contentType, byteSize: photo.data.length },
      );
      await writeAudit(tx, context, {
        action: photo === null ? 'caregiver.photo_removed' : 'caregiver.photo_changed',
        subjectType: 'caregiver',
        subjectId: caregiverId,
        agencyId,
        details: { replaced: before !== null },
      });
    });
    return { photoUrl: caregiverPhotoUrlOf(caregiverId, photo?.key ?? null) };
  }

  return {
    /** `read` gives the uploaded bytes; it runs only once the caller may change this photo. */
    async upload(
      actor: Actor,
      caregiverId: number,
      read: () => Promise<Buffer>,
      context: AuditContext,
    ): Promise<CaregiverPhoto> {
      const { agencyId } = await changeable(actor, caregiverId);
      const { contentType, data, storageKey } = await storedPhoto(await read(), photoRefusals);
      return replace(caregiverId, agencyId, { key: storageKey, data, contentType }, context);
    },

    async remove(
      actor: Actor,
      caregiverId: number,
      context: AuditContext,
    ): Promise<CaregiverPhoto> {
      const { agencyId } = await changeable(actor, caregiverId);
      return replace(caregiverId, agencyId, null, context);
    },

    /** The photo, when this person may see it; otherwise (or with none) 404, as if absent. */
    async find(actor: Actor, caregiverId: number): Promise<ServedCaregiverPhoto> {
      const row = await repo.find(caregiverId);
      const noPhoto = () => new AppError('not_found', 'photo_not_found');
      if (row === undefined || row.storageKey === null || row.byteSize === null) {
        throw noPhoto();
      }
      const allowed = await canSeePhotoOf(actor, row, () =>
        repo.visitsPatientOf(actor.userId, caregiverId),
      );
      if (!allowed) {
        throw noPhoto();
      }
      return {
        contentType: row.contentType as PhotoType,
        byteSize: row.byteSize,
        storageKey: row.storageKey,
      };
    },

    open: (storageKey: string) => files.open(storageKey),
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
