import { createHash, randomUUID } from 'node:crypto';
import { SIGNATURE_MAX_BYTES, VisitValidation } from '@hearth/domain';
import type { Writer } from '../../../platform/db/writer.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { isOversizedImage } from '../../../platform/imageSize.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const invalid = (message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { signaturePng: [message] });

export type StoredSignature = { key: string; sha256: string };

/** A signature checked and ready to store: what the visit records of it, and its bytes. */
export type CheckedSignature = { stored: StoredSignature; data: Buffer };

/**
 * Clients' signatures drawn at check-out, one PNG each under a random key in the file store,
 * with the SHA-256 that proves later the image is the one taken. A stored signature is never
 * removed: it is saved in the visit's transaction and stays with the visit.
 */
export function createSignatureStore(files: FileStore) {
  return {
    /** Checks the PNG (base64); 422 on `signaturePng` for anything else. Nothing is stored. */
    check(base64: string): CheckedSignature {
      const data = Buffer.from(base64, 'base64');
      if (data.length > SIGNATURE_MAX_BYTES) {
        throw invalid(VisitValidation.signatureTooLarge);
      }
      if (!data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE) || isOversizedImage(data)) {
        throw invalid(VisitValidation.signatureNotPng);
      }
      const key = `${randomUUID()}.png`;
      return { stored: { key, sha256: createHash('sha256').update(data).digest('hex') }, data };
    },

    /** Stores it in the visit's transaction: it exists exactly when the visit is written. */
    save: (writer: Writer, { stored, data }: CheckedSignature) =>
      files.save(writer, { key: stored.key, data, contentType: 'image/png' }),

    open: files.open,
  };
}

export type SignatureStore = ReturnType<typeof createSignatureStore>;
