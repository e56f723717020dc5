import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  CAREGIVER_PHOTO_BYTES_MAX,
  CaregiverPhotoValidation,
  caregiverPhotoQuerySchema,
  caregiverPhotoSchema,
  itemResponse,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { type UploadRefusals, uploadedFile } from '../../../platform/uploadedFile.ts';
import type { PhotoService } from './photoService.ts';
import { caregiverAccess } from './policy.ts';
import { caregiverFile, caregiverIdParams, tags } from './routes.ts';

export type PhotoRoutesOptions = { photos: PhotoService };

const photoPath = '/api/caregivers/:caregiverId/photo';

const photoRefusals: UploadRefusals = {
  field: 'photo',
  missing: () =>
    new AppError('validation_failed', 'validation_failed', {
      photo: [CaregiverPhotoValidation.missing],
    }),
  tooLarge: () =>
    new AppError(
      'payload_too_large',
      { code: 'photo_too_large', params: { megabytes: CAREGIVER_PHOTO_BYTES_MAX / 2 ** 20 } },
      {
        photo: [CaregiverPhotoValidation.tooLarge],
      },
    ),
};

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
        response: {
          200: z
            .instanceof(Readable)
            .describe('The image: JPEG, PNG or WebP, as its Content-Type says'),
          304: z.null().describe('Unchanged since the ETag given in If-None-Match'),
        },
      },
    },
    async (request, reply) => {
      const photo = await photos.find(actorOf(request), request.params.caregiverId);
      // Who may see it can change (a visit ends, consent is withdrawn): ask each time.
      const etag = `"caregiver-photo-${photo.storageKey}"`;
      reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
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
