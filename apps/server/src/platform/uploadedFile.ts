import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from './errors.ts';

/** How a route refuses an upload, in its own words (which field, which limit). */
export type UploadRefusals = { missing: () => AppError; tooLarge: () => AppError };

/**
 * The one file of a multipart upload (the route's plugin registers @fastify/multipart with its
 * size limit), as bytes with the name the uploader gave it.
 */
export async function uploadedFile(
  app: FastifyInstance,
  request: FastifyRequest,
  refusals: UploadRefusals,
): Promise<{ data: Buffer; fileName: string }> {
  const { InvalidMultipartContentTypeError, RequestFileTooLargeError } = app.multipartErrors;
  try {
    const part = await request.file();
    if (part === undefined) {
      throw refusals.missing();
    }
    const data = await part.toBuffer();
    // toBuffer() misses the limit when it is reached with the last chunk: the stream then ends
    // cut short without another chunk to notice it on.
    if (part.file.truncated) {
      throw refusals.tooLarge();
    }
    return { data, fileName: part.filename };
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw refusals.tooLarge();
    }
    if (error instanceof InvalidMultipartContentTypeError) {
      throw refusals.missing();
    }
    throw error;
  }
}
