import {
  type NoteKind,
  noteTemplateQuerySchema,
  noteTemplateSchema,
  noteTypeSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import { noteAccess } from '../policy.ts';
import type { NoteTypeRepo } from './typeRepo.ts';

export type NoteTypeRoutesOptions = {
  kind: NoteKind;
  /** `/api` for patient notes, `/api/hub` for hub notes (not `prefix`: Fastify takes that one). */
  base: string;
  types: NoteTypeRepo;
};

/** The note types and templates a kind of note offers: the built-in ones and my agency's own. */
export const noteTypeRoutes: FastifyPluginAsyncZod<NoteTypeRoutesOptions> = async (
  app,
  { kind, base, types },
) => {
  app.get(
    `${base}/note-types`,
    {
      config: { access: noteAccess.types },
      schema: {
        tags: ['note types'],
        summary: `Note types for ${kind} notes: the built-in ones and my agency's own`,
        response: { 200: z.object({ data: z.array(noteTypeSchema) }) },
      },
    },
    async (request) => ({ data: await types.types(kind, actorOf(request).agencyIds) }),
  );

  app.get(
    `${base}/note-templates`,
    {
      config: { access: noteAccess.types },
      schema: {
        tags: ['note types'],
        summary: `Templates that prefill a ${kind} note (optionally of one note type), in the asked language`,
        querystring: noteTemplateQuerySchema,
        response: { 200: z.object({ data: z.array(noteTemplateSchema) }) },
      },
    },
    async (request) => ({
      data: await types.templates(
        kind,
        actorOf(request).agencyIds,
        request.query.noteTypeId,
        requestLocale(request),
      ),
    }),
  );
};
