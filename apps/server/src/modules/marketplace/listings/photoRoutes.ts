import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  itemResponse,
  LISTING_PHOTO_BYTES_MAX,
  ListingEditorValidation,
  listingIdParamsSchema,
  listingPhotoOrderSchema,
  listingPhotoParamsSchema,
  ownListingSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { AppError, type WebTranslationKey } from '../../../platform/errors.ts';
import { type UploadRefusals, uploadedFile } from '../../../platform/uploadedFile.ts';
import type { PhotoService } from './photoService.ts';
import { listingAccess } from './policy.ts';

export type PhotoRoutesOptions = { photos: PhotoService };

const tags = ['marketplace'];
const photosPath = '/api/marketplace/listings/:listingId/photos';
// A photo's bytes never change under its id; a day lets an unpublished listing's photos fade.
const publicCache = 'public, max-age=86400';
const staffCache = 'private, max-age=300';

const invalidPhoto = (message: WebTranslationKey) =>
  new AppError('validation_failed', 'validation_failed', { photo: [message] });

const photoRefusals: UploadRefusals = {
  field: 'photo',
  missing: () => invalidPhoto(ListingEditorValidation.photoMissing),
  tooLarge: () =>
    new AppError(
      'payload_too_large',
      { code: 'photo_too_large', params: { megabytes: LISTING_PHOTO_BYTES_MAX / 2 ** 20 } },
      {
        photo: [ListingEditorValidation.photoTooLarge],
      },
    ),
};

/** A listing's photos: uploads (multipart is registered here, for these routes alone). */
export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, { photos }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LISTING_PHOTO_BYTES_MAX, files: 1 },
  });
  const manage = { access: listingAccess.manage };

  app.post(
    photosPath,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Upload a photo (multipart, one file): JPEG, PNG or WebP by its bytes, at most 5 MB, ' +
          'at most 8 per listing; it goes last in the gallery',
        consumes: ['multipart/form-data'],
        params: listingIdParamsSchema,
        response: { 201: itemResponse(ownListingSchema) },
      },
    },
    async (request, reply) => {
      const listing = await photos.upload(
        actorOf(request),
        request.params.listingId,
        async () => (await uploadedFile(app, request, photoRefusals)).data,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: listing });
    },
  );

  app.put(
    `${photosPath}/order`,
    {
      config: manage,
      schema: {
        tags,
        summary: "Reorder a listing's photos: every photo id once, the cover first",
        params: listingIdParamsSchema,
        body: listingPhotoOrderSchema,
        response: { 200: itemResponse(ownListingSchema) },
      },
    },
    async (request) => ({
      data: await photos.reorder(
        actorOf(request),
        request.params.listingId,
        request.body.photoIds,
        auditContextOf(request),
      ),
    }),
  );

  app.delete(
    `${photosPath}/:photoId`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a photo from a listing; the rest close up',
        params: listingPhotoParamsSchema,
        response: { 200: itemResponse(ownListingSchema) },
      },
    },
    async (request) => ({
      data: await photos.remove(
        actorOf(request),
        request.params.listingId,
        request.params.photoId,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    `${photosPath}/:photoId`,
    {
      config: { access: listingAccess.photo },
      schema: {
        tags,
        summary:
          "A listing's photo (the image itself); a draft's only to its agency's staff, " +
          'otherwise 404',
        params: listingPhotoParamsSchema,
        // The bytes go out as they are (a stream is never serialized); this documents them.
        response: {
          200: z
            .instanceof(Readable)
            .describe('The image: JPEG, PNG or WebP, as its Content-Type says'),
          304: z.null().describe('Unchanged since the ETag given in If-None-Match'),
        },
      },
    },
    async (request, reply) => {
      const { listingId, photoId } = request.params;
      const photo = await photos.find(request.actor, listingId, photoId);
      const etag = `"listing-photo-${photoId}"`;
      reply.header('Cache-Control', photo.isPublic ? publicCache : staffCache).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).send(null);
      }
      return reply
        .type(photo.contentType)
        .header('Content-Length', photo.byteSize)
        .send(photos.open(photo.storageKey));
    },
  );
};
