import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A photo about to be served: what its headers say, and its bytes once they are wanted. */
export type ServablePhoto = {
  contentType: string;
  byteSize: number;
  open: () => Promise<Readable>;
};

/** The responses of a route serving a photo, as the OpenAPI document shows them. */
export const servedPhotoResponses = {
  // The bytes go out as they are (a stream is never serialized); this documents them.
  200: z.instanceof(Readable).describe('The image: JPEG, PNG or WebP, as its Content-Type says'),
  304: z.null().describe('Unchanged since the ETag given in If-None-Match'),
};

/**
 * Sends the photo, or 304 when the client holds this ETag's version; the bytes are read only
 * when they are sent.
 */
export async function sendStoredPhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  photo: ServablePhoto,
  caching: { etag: string; cacheControl: string },
) {
  reply.header('Cache-Control', caching.cacheControl).header('ETag', caching.etag);
  if (request.headers['if-none-match'] === caching.etag) {
    return reply.status(304).send(null);
  }
  return reply
    .type(photo.contentType)
    .header('Content-Length', photo.byteSize)
    .send(await photo.open());
}
