import {
  clusterIdParamsSchema,
  hubNoteCreateSchema,
  isDraftParamSchema,
  itemResponse,
  listResponse,
  type NoteKind,
  noteAuthorSchema,
  noteListQuerySchema,
  noteSchema,
  noteTemplateQuerySchema,
  noteTemplateSchema,
  noteTypeSchema,
  patientNoteCreateSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { phiSubject } from '../../platform/phiRefusals.ts';
import type { NoteDraftService } from './noteDraftService.ts';
import type { NoteReadService } from './noteReadService.ts';
import type { NoteTypeRepo } from './noteTypeRepo.ts';
import { noteAccess } from './policy.ts';

// What differs by owner: creating a patient's or a hub's draft, a cluster's list, and the note
// types and templates each kind offers.

export type OwnerRoutesOptions = {
  reads: NoteReadService;
  drafts: NoteDraftService;
  types: NoteTypeRepo;
};

const noteResponse = itemResponse(noteSchema);
const clusterNotesParamsSchema = clusterIdParamsSchema.extend({ isDraft: isDraftParamSchema });
// What these routes touch, for the audit of refusals: a note being written, or a cluster's notes.
const newNote = phiSubject('note');
const clusterRecord = phiSubject('cluster', 'clusterId');

export const ownerRoutes: FastifyPluginAsyncZod<OwnerRoutesOptions> = async (
  app,
  { reads, drafts, types },
) => {
  app.post(
    '/api/notes',
    {
      config: { access: noteAccess.writePatient, phi: newNote },
      schema: {
        tags: ['patient notes'],
        summary: 'Start a draft note for a patient (mine alone until I sign it)',
        body: patientNoteCreateSchema,
        response: { 201: noteResponse },
      },
    },
    async (request, reply) => {
      const note = await drafts.createForPatient(
        actorOf(request),
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: note });
    },
  );

  app.post(
    '/api/hub/notes',
    {
      config: { access: noteAccess.writeHub, phi: newNote },
      schema: {
        tags: ['hub notes'],
        summary:
          'Start a draft note for a hub, or one of its clusters (mine alone until I sign it)',
        body: hubNoteCreateSchema,
        response: { 201: noteResponse },
      },
    },
    async (request, reply) => {
      const note = await drafts.createForHub(
        actorOf(request),
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: note });
    },
  );

  app.get(
    '/api/shared-living-clusters/:clusterId/notes/:isDraft',
    {
      config: { access: noteAccess.readHub, phi: clusterRecord },
      schema: {
        tags: ['hub notes'],
        summary:
          "A cluster's notes (isDraft 1: my drafts), newest first, filtered and paged; logged",
        params: clusterNotesParamsSchema,
        querystring: noteListQuerySchema,
        response: { 200: listResponse(noteSchema) },
      },
    },
    async (request) => {
      const { clusterId, isDraft } = request.params;
      const { page, perPage } = request.query;
      const { data, total } = await reads.list(
        actorOf(request),
        { kind: 'cluster', clusterId },
        isDraft,
        request.query,
        auditContextOf(request),
      );
      return { data, meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/shared-living-clusters/:clusterId/notes/authors/list',
    {
      config: { access: noteAccess.readHub, phi: clusterRecord },
      schema: {
        tags: ['hub notes'],
        summary: "Authors of the cluster's notes I read, with how many each",
        params: clusterIdParamsSchema,
        response: { 200: z.object({ data: z.array(noteAuthorSchema) }) },
      },
    },
    async (request) => ({
      data: await reads.authors(
        actorOf(request),
        { kind: 'cluster', clusterId: request.params.clusterId },
        auditContextOf(request),
      ),
    }),
  );

  const typeRoutes = (kind: NoteKind, prefix: string) => {
    app.get(
      `${prefix}/note-types`,
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
      `${prefix}/note-templates`,
      {
        config: { access: noteAccess.types },
        schema: {
          tags: ['note types'],
          summary: `Templates that prefill a ${kind} note (optionally of one note type)`,
          querystring: noteTemplateQuerySchema,
          response: { 200: z.object({ data: z.array(noteTemplateSchema) }) },
        },
      },
      async (request) => ({
        data: await types.templates(kind, actorOf(request).agencyIds, request.query.noteTypeId),
      }),
    );
  };
  typeRoutes('patient', '/api');
  typeRoutes('hub', '/api/hub');
};
