import { AppError } from '../errors.ts';
import type { UploadRefusals } from '../uploadedFile.ts';

/** The i18n message keys of a photo upload's refusals, and the size limit the route sets. */
export type PhotoUploadRules = { missing: string; tooLarge: string; maxBytes: number };

/** How a photo route refuses an upload: on the `photo` field, the limit said in megabytes. */
export function photoUploadRefusals({
  missing,
  tooLarge,
  maxBytes,
}: PhotoUploadRules): UploadRefusals {
  const megabytes = maxBytes / (1024 * 1024);
  return {
    field: 'photo',
    missing: () =>
      new AppError('validation_failed', 'The given data was invalid.', { photo: [missing] }),
    tooLarge: () =>
      new AppError('payload_too_large', `A photo may be at most ${megabytes} MB.`, {
        photo: [tooLarge],
      }),
  };
}
