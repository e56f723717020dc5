import type { PhotoType } from '@hearth/domain';
import { AppError, type FieldProblem } from '../errors.ts';
import { newPhotoKey, photoTypeOf } from './photoFormat.ts';
import { DamagedImageError, withoutMetadata } from './photoMetadata.ts';
import { uprightPhoto } from './uprightPhoto.ts';

/** How an upload's refusals are worded: the form field and its i18n message keys. */
export type PhotoRefusals = { field: string; type: FieldProblem; damaged: FieldProblem };

export type StoredPhoto = {
  contentType: PhotoType;
  /** The bytes to keep: the image without where and when it was taken, shown upright. */
  data: Buffer;
  /** A new random key, never reused, with the type's extension. */
  storageKey: string;
};

/**
 * An uploaded photo as it is kept: known by its bytes, stripped of metadata, upright (a PNG or
 * WebP turned by its orientation); 422 otherwise.
 */
export async function storedPhoto(uploaded: Buffer, refusals: PhotoRefusals): Promise<StoredPhoto> {
  const invalid = (message: FieldProblem) =>
    new AppError('validation_failed', 'validation_failed', {
      [refusals.field]: [message],
    });
  const contentType = photoTypeOf(uploaded);
  if (contentType === null) {
    throw invalid(refusals.type);
  }
  try {
    return {
      contentType,
      data: await uprightPhoto(withoutMetadata(uploaded, contentType), contentType),
      storageKey: newPhotoKey(contentType),
    };
  } catch (error) {
    if (error instanceof DamagedImageError) {
      throw invalid(refusals.damaged);
    }
    throw error;
  }
}
