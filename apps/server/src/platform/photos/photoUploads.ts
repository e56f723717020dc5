import { AppError, type FieldProblem } from '../errors.ts';
import type { UploadRefusals } from '../uploadedFile.ts';

/** The field problems of a photo upload's refusals, and the size limit the route sets. */
export type PhotoUploadRules = { missing: FieldProblem; tooLarge: FieldProblem; maxBytes: number };

/** How a photo route refuses an upload: on the `photo` field, the limit said in megabytes. */
export function photoUploadRefusals({
  missing,
  tooLarge,
  maxBytes,
}: PhotoUploadRules): UploadRefusals {
  const megabytes = maxBytes / 2 ** 20;
  return {
    field: 'photo',
    missing: () => new AppError('validation_failed', 'validation_failed', { photo: [missing] }),
    tooLarge: () =>
      new AppError(
        'payload_too_large',
        { code: 'photo_too_large', params: { megabytes } },
        { photo: [tooLarge] },
      ),
  };
}
