import fastifyMultipart from '@fastify/multipart';
import {
  CAREGIVER_PHOTO_BYTES_MAX,
  CaregiverPhotoValidation,
  caregiverPhotoQuerySchema,
  caregiverPhotoSchema,
  itemResponse,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { photoUploadRefusals } from '../../../platform/photos/photoUploads.ts';
import { sendStoredPhoto, servedPhotoResponses } from '../../../platform/photos/servedPhoto.ts';
import { uploadedFile } from '../../../platform/uploadedFile.ts';
import type { PhotoService } from './photoService.ts';
import { caregiverAccess } from './policy.ts';
import { caregiverFile, caregiverIdParams, tags } from './routes.ts';

export type PhotoRoutesOptions = { photos: PhotoService };

const photoPath = '/api/caregivers/:caregiverId/photo';

const photoRefusals = photoUploadRefusals({
  missing: CaregiverPhotoValidation.missing,
  tooLarge: CaregiverPhotoValidation.tooLarge,
  maxBytes: CAREGIVER_PHOTO_BYTES_MAX,
});

/** A caregiver's profile photo (multipart is registered here, for these routes alone). */
export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, { photos }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: CAREGIVER_PHOTO_BYTES_MAX, files: 1 },
  });
  const write = { access: caregiverAccess.photoWrite, phi: caregiverFile };

  app.put(
    photoPath,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Upload or replace a caregiver's photo (multipart, one file): JPEG, PNG or WebP by " +
          'its bytes, at most 2 MB; its metadata (place, camera) is dropped',
        consumes: ['multipart/form-data'],
        params: caregiverIdParams,
        response: { 200: itemResponse(caregiverPhotoSchema) },
      },
    },
    async (request) => ({
      data: await photos.upload(
        actorOf(request),
        request.params.caregiverId,
        async () => (await uploadedFile(app, request, photoRefusals)).data,
        auditContextOf(request),
      ),
    }),
  );

  app.delete(
    photoPath,
    {
      config: write,
      schema: {
        tags,
        summary: "Remove a caregiver's photo; their initial shows instead",
        params: caregiverIdParams,
        response: { 200: itemResponse(caregiverPhotoSchema) },
      },
    },
    async (request) => ({
      data: await photos.remove(
        actorOf(request),
        request.params.caregiverId,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    photoPath,
    {
      config: { access: caregiverAccess.photo },
      schema: {
        tags,
        summary:
          "A caregiver's photo (the image itself): to their agency's staff, themself, and " +
          'families whose patient they visit; otherwise 404',
        params: caregiverIdParams,
        querystring: caregiverPhotoQuerySchema,
        response: servedPhotoResponses,
      },
    },
    async (request, reply) => {
      const photo = await photos.find(actorOf(request), request.params.caregiverId);
      // Who may see it can change (a visit ends, consent is withdrawn): ask each time.
      return sendStoredPhoto(
        request,
        reply,
        { ...photo, open: () => photos.open(photo.storageKey) },
        { etag: `"caregiver-photo-${photo.storageKey}"`, cacheControl: 'private, no-cache' },
      );
    },
  );
};
