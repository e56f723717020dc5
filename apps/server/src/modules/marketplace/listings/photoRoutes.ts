import fastifyMultipart from '@fastify/multipart';
import {
  itemResponse,
  LISTING_PHOTO_BYTES_MAX,
  ListingEditorValidation,
  listingIdParamsSchema,
  listingPhotoOrderSchema,
  listingPhotoParamsSchema,
  listingPhotoQuerySchema,
  ownListingSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { photoUploadRefusals } from '../../../platform/photos/photoUploads.ts';
import { sendStoredPhoto, servedPhotoResponses } from '../../../platform/photos/servedPhoto.ts';
import { uploadedFile } from '../../../platform/uploadedFile.ts';
import type { PhotoService } from './photoService.ts';
import { listingAccess } from './policy.ts';

export type PhotoRoutesOptions = { photos: PhotoService };

const tags = ['marketplace'];
const photosPath = '/api/marketplace/listings/:listingId/photos';
// A photo's bytes never change under its id (nor a copy's under its width); a day lets an
// unpublished listing's photos fade.
const publicCache = 'public, max-age=86400';
const staffCache = 'private, max-age=300';

const photoRefusals = photoUploadRefusals({
  missing: ListingEditorValidation.photoMissing,
  tooLarge: ListingEditorValidation.photoTooLarge,
  maxBytes: LISTING_PHOTO_BYTES_MAX,
});

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
          'at most 8 per listing; it goes last in the gallery, with a copy at each standard ' +
          'width (320, 640, 1280 px) it is wider than',
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
          'otherwise 404. With `w` (320, 640 or 1280), its copy resized to that width (WebP), ' +
          'or the photo as uploaded when it has no such copy (it is no wider)',
        params: listingPhotoParamsSchema,
        querystring: listingPhotoQuerySchema,
        response: servedPhotoResponses,
      },
    },
    async (request, reply) => {
      const { listingId, photoId } = request.params;
      const photo = await photos.find(request.actor, listingId, photoId, request.query.w);
      const version = photo.width === undefined ? '' : `-w${photo.width}`;
      return sendStoredPhoto(
        request,
        reply,
        { ...photo, open: () => photos.open(photo.storageKey) },
        {
          // Named by what is sent: a copy made later for an older upload is a new version.
          etag: `"listing-photo-${photoId}${version}"`,
          cacheControl: photo.isPublic ? publicCache : staffCache,
        },
      );
    },
  );
};
