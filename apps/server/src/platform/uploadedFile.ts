import { UPLOAD_FILE_NAME_MAX, UploadValidation } from '@hearth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type FieldProblem } from './errors.ts';
import { isOversizedImage } from './imageSize.ts';

/** How a route refuses an upload, in its own words (which field, which limit). */
export type UploadRefusals = {
  /** The form field the file is sent in, where every refusal is reported. */
  field: string;
  missing: () => AppError;
  tooLarge: () => AppError;
};

// C0 and C1 controls and DEL, and the bidirectional overrides and isolates, which can show
// `invoice‮fdp.exe` as `invoiceexe.pdf`: none belongs in a name someone reads and saves.
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** What is wrong with the uploader's name for the file, as a field message; null when nothing. */
function fileNameProblem(fileName: string): FieldProblem | null {
  if ([...fileName].length > UPLOAD_FILE_NAME_MAX) {
    return UploadValidation.nameTooLong;
  }
  return CONTROL.test(fileName) ? UploadValidation.nameControl : null;
}

/**
 * The one file of a multipart upload (the route's plugin registers @fastify/multipart with its
 * size limit and `files: 1`), as bytes with the name the uploader gave it. A second file, a name
 * no one would choose, or an image too large to decode safely is refused, never dropped quietly.
 */
export async function uploadedFile(
  app: FastifyInstance,
  request: FastifyRequest,
  refusals: UploadRefusals,
): Promise<{ data: Buffer; fileName: string }> {
  const { FilesLimitError, InvalidMultipartContentTypeError, RequestFileTooLargeError } =
    app.multipartErrors;
  const invalid = (message: FieldProblem) =>
    new AppError('validation_failed', 'validation_failed', {
      [refusals.field]: [message],
    });
  try {
    const files = request.files();
    const first = await files.next();
    if (first.done === true) {
      throw refusals.missing();
    }
    const part = first.value;
    const data = await part.toBuffer();
    // toBuffer() misses the limit when it is reached with the last chunk: the stream then ends
    // cut short without another chunk to notice it on.
    if (part.file.truncated) {
      throw refusals.tooLarge();
    }
    // The rest of the form: with `files: 1`, a second file ends it with FilesLimitError.
    if ((await files.next()).done !== true) {
      throw invalid(UploadValidation.oneFile);
    }
    const nameProblem = fileNameProblem(part.filename);
    if (nameProblem !== null) {
      throw invalid(nameProblem);
    }
    if (isOversizedImage(data)) {
      throw invalid(UploadValidation.imageTooLarge);
    }
    return { data, fileName: part.filename };
  } catch (error) {
    if (error instanceof FilesLimitError) {
      throw invalid(UploadValidation.oneFile);
    }
    if (error instanceof RequestFileTooLargeError) {
      throw refusals.tooLarge();
    }
    if (error instanceof InvalidMultipartContentTypeError) {
      throw refusals.missing();
    }
    throw error;
  }
}
