import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  itemResponse,
  NOTE_DOCUMENT_BYTES_MAX,
  NoteActionValidation,
  type NoteKind,
  noteDocumentParamsSchema,
  noteIdParamsSchema,
  noteSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../../platform/access.ts';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { receivedUpload, type UploadRefusals } from '../../../platform/uploadedFile.ts';
import { noteRecord } from '../policy.ts';
import type { NoteDocumentService } from './documentService.ts';

export type NoteDocumentRoutesOptions = {
  kind: NoteKind;
  /** `/api/notes` or `/api/hub/notes`. */
  base: string;
  access: Access;
  documents: NoteDocumentService;
};

const refusals: UploadRefusals = {
  field: 'document',
  missing: () =>
    new AppError('validation_failed', 'validation_failed', {
      document: [NoteActionValidation.documentMissing],
    }),
  tooLarge: () =>
    new AppError(
      'payload_too_large',
      { code: 'document_too_large', params: { megabytes: NOTE_DOCUMENT_BYTES_MAX / 2 ** 20 } },
      {
        document: [NoteActionValidation.documentTooLarge],
      },
    ),
};

/** `attachment` with the name in plain ASCII and, for any other letters, in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A note's documents: upload (multipart is registered here, for these routes alone) and read. */
export const noteDocumentRoutes: FastifyPluginAsyncZod<NoteDocumentRoutesOptions> = async (
  app,
  { kind, base, access, documents },
) => {
  await app.register(fastifyMultipart, { limits: { fileSize: NOTE_DOCUMENT_BYTES_MAX, files: 1 } });
  const tags = [kind === 'patient' ? 'patient notes' : 'hub notes'];

  app.post(
    `${base}/:id/documents`,
    {
      config: { access, phi: noteRecord },
      schema: {
        tags,
        summary:
          'Attach a document (multipart, one file): PDF, JPEG, PNG, WebP, plain text or Word by its bytes, at most 10 MB; ' +
          'to a draft by its author, to a signed note by its writers while it takes amendments',
        consumes: ['multipart/form-data'],
        params: noteIdParamsSchema,
        response: { 201: itemResponse(noteSchema) },
      },
    },
    async (request, reply) => {
      const note = await documents.upload(
        actorOf(request),
        kind,
        request.params.id,
        (taker) => receivedUpload(app, request, refusals, taker),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: note });
    },
  );

  app.get(
    `${base}/:id/documents/:documentId`,
    {
      config: { access, phi: noteRecord },
      schema: {
        tags,
        summary:
          "A note's document (the file itself), only to those who read the note; hidden ones are 404",
        params: noteDocumentParamsSchema,
        // The bytes go out as they are (a stream is never serialized); this documents them.
        response: {
          200: z.instanceof(Readable).describe('The file, of the type its Content-Type says'),
        },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await documents.open(
        actorOf(request),
        kind,
        id,
        documentId,
        auditContextOf(request),
      );
      const type =
        document.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : document.contentType;
      return reply
        .type(type)
        .header('Content-Length', document.sizeBytes)
        .header('Content-Disposition', contentDisposition(document.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(document.stream);
    },
  );
};
