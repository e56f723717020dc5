import { createHash, randomUUID } from 'node:crypto';
import { SIGNATURE_MAX_BYTES, VisitValidation } from '@hearth/domain';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import { createFileStore } from '../../../platform/fileStore.ts';
import { isOversizedImage } from '../../../platform/imageSize.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const invalid = (message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { signaturePng: [message] });

export type StoredSignature = { key: string; sha256: string };

/**
 * Clients' signatures drawn at check-out, one PNG file each under a random key, with the SHA-256
 * that proves later the image is the one taken. A stored signature is never removed.
 */
export function createSignatureStore(folder: string) {
  const files = createFileStore(folder, /^[\w-]+\.png$/, 'signature');
  return {
    /** Checks and stores the PNG (base64); 422 on `signaturePng` for anything else. */
    async save(base64: string): Promise<StoredSignature> {
      const data = Buffer.from(base64, 'base64');
      if (data.length > SIGNATURE_MAX_BYTES) {
        throw invalid(VisitValidation.signatureTooLarge);
      }
      if (!data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE) || isOversizedImage(data)) {
        throw invalid(VisitValidation.signatureNotPng);
      }
      const key = `${randomUUID()}.png`;
      await files.save(key, data);
      return { key, sha256: createHash('sha256').update(data).digest('hex') };
    },
    open: files.open,
    /** Only for a signature whose visit was never written (refused, or a replay). */
    discard: files.remove,
  };
}

export type SignatureStore = ReturnType<typeof createSignatureStore>;
