import type { Readable } from 'node:stream';
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

/** A refusal of the upload's file, on the route's field. */
const refusedFile = (refusals: UploadRefusals, problem: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [refusals.field]: [problem] });

/** What a route does with an upload's bytes as they arrive, and how it takes that back. */
export type UploadTaker<T> = {
  /** Reads the file's stream to its end (a route's store, or memory). */
  take: (file: Readable) => Promise<T>;
  /** Undoes `take` for an upload refused once read: cut short by the limit, a second file. */
  undo: (taken: T) => Promise<void>;
};

export type ReceivedUpload<T> = { taken: T; fileName: string };

/**
 * The one file of a multipart upload (the route's plugin registers @fastify/multipart with its
 * size limit and `files: 1`), handed to `taker` as its bytes arrive, with the name the uploader
 * gave it. A name no one would choose is refused before any byte is read; a file over the limit
 * or a second file after it is refused once read, and what `taker` took is undone: never
 * dropped quietly, never kept.
 */
export async function receivedUpload<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  refusals: UploadRefusals,
  taker: UploadTaker<T>,
): Promise<ReceivedUpload<T>> {
  const { FilesLimitError, InvalidMultipartContentTypeError, RequestFileTooLargeError } =
    app.multipartErrors;
  let taken: { value: T } | undefined;
  try {
    const files = request.files();
    const first = await files.next();
    if (first.done === true) {
      throw refusals.missing();
    }
    const part = first.value;
    const nameProblem = fileNameProblem(part.filename);
    if (nameProblem !== null) {
      throw refusedFile(refusals, nameProblem);
    }
    taken = { value: await taker.take(part.file) };
    // Past the limit the file is cut short and ends as if whole: only `truncated` tells.
    if (part.file.truncated) {
      throw refusals.tooLarge();
    }
    // The rest of the form: with `files: 1`, a second file ends it with FilesLimitError.
    if ((await files.next()).done !== true) {
      throw refusedFile(refusals, UploadValidation.oneFile);
    }
    return { taken: taken.value, fileName: part.filename };
  } catch (error) {
    if (taken !== undefined) {
      await taker.undo(taken.value);
    }
    if (error instanceof FilesLimitError) {
      throw refusedFile(refusals, UploadValidation.oneFile);
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

/**
 * The one file of an upload read whole into memory, for a photo: it is decoded whole anyway,
 * and the route's limit (a few megabytes) bounds it. An image too large to decode safely is
 * refused.
 */
export async function uploadedFile(
  app: FastifyInstance,
  request: FastifyRequest,
  refusals: UploadRefusals,
): Promise<{ data: Buffer; fileName: string }> {
  const { taken: data, fileName } = await receivedUpload(app, request, refusals, {
    take: async (file) => Buffer.concat(await file.toArray()),
    undo: async () => undefined,
  });
  if (isOversizedImage(data)) {
    throw refusedFile(refusals, UploadValidation.imageTooLarge);
  }
  return { data, fileName };
}
