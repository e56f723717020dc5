import {
  clusterIdParamsSchema,
  isDraftParamSchema,
  itemResponse,
  listResponse,
  type NoteKind,
  noteAuthorSchema,
  noteIdParamsSchema,
  noteListLogEntrySchema,
  noteListQuerySchema,
  noteLogQuerySchema,
  noteOwnerParamsSchema,
  noteSchema,
  noteViewLogEntrySchema,
  ownerNotesParamsSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../../platform/access.ts';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { noteAccess, noteRecord } from '../policy.ts';
import type { NoteOwnerRef } from '../readers/ownerRepo.ts';
import type { NoteReadService } from './readService.ts';

// Reading notes: an owner's list and its authors, one note, and a note's logs, under a patient's
// notes and a hub's, each under its own base path. The owner's segment of a list is named `:id`:
// it shares its place with a note's id (`/{base}/:id`), and the router takes one name per place.

export type NoteReadRoutesOptions = {
  kind: NoteKind;
  /** `/api/notes` or `/api/hub/notes`. */
  base: string;
  /** What an owner id in this base path names. */
  ownerRef: (id: number) => NoteOwnerRef;
  access: Access;
  reads: NoteReadService;
};

export const noteReadRoutes: FastifyPluginAsyncZod<NoteReadRoutesOptions> = async (
  app,
  { kind, base, ownerRef, access, reads },
) => {
  const tags = [kind === 'patient' ? 'patient notes' : 'hub notes'];
  const owner = kind === 'patient' ? 'patient' : 'hub';
  // What these routes touch, for the audit of refusals: the owner's notes, or one note.
  const ownerRecord = phiSubject(owner, 'id');

  app.get(
    `${base}/:id/:isDraft`,
    {
      config: { access, phi: ownerRecord },
      schema: {
        tags,
        summary: `A ${owner}'s notes (isDraft 1: my drafts), newest first, filtered and paged; the list is logged`,
        params: ownerNotesParamsSchema,
        querystring: noteListQuerySchema,
        response: { 200: listResponse(noteSchema) },
      },
    },
    async (request) => {
      const { id, isDraft } = request.params;
      const { page, perPage } = request.query;
      const { data, total } = await reads.list(
        actorOf(request),
        ownerRef(id),
        isDraft,
        request.query,
        auditContextOf(request),
      );
      return { data, meta: { page, perPage, total } };
    },
  );

  app.get(
    `${base}/:id/authors/list`,
    {
      config: { access, phi: ownerRecord },
      schema: {
        tags,
        summary: `Authors of the ${owner}'s notes I read, with how many each`,
        params: noteOwnerParamsSchema,
        response: { 200: z.object({ data: z.array(noteAuthorSchema) }) },
      },
    },
    async (request) => ({
      data: await reads.authors(
        actorOf(request),
        ownerRef(request.params.id),
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access, phi: noteRecord },
      schema: {
        tags,
        summary:
          'One note with its appended notes, text changes and documents (the view is logged)',
        params: noteIdParamsSchema,
        response: { 200: itemResponse(noteSchema) },
      },
    },
    async (request) => ({
      data: await reads.get(actorOf(request), request.params.id, kind, auditContextOf(request)),
    }),
  );

  app.get(
    `${base}/:id/list/log`,
    {
      config: { access: noteAccess.logs, phi: noteRecord },
      schema: {
        tags,
        summary: 'Who listed this note, when, with which filters (author and supervisors)',
        params: noteIdParamsSchema,
        querystring: noteLogQuerySchema,
        response: { 200: listResponse(noteListLogEntrySchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { entries, total } = await reads.listLog(
        actorOf(request),
        request.params.id,
        kind,
        request.query,
      );
      return { data: entries, meta: { page, perPage, total } };
    },
  );

  app.get(
    `${base}/:id/view/log`,
    {
      config: { access: noteAccess.logs, phi: noteRecord },
      schema: {
        tags,
        summary: 'Who opened this note, when (author and supervisors)',
        params: noteIdParamsSchema,
        querystring: noteLogQuerySchema,
        response: { 200: listResponse(noteViewLogEntrySchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { entries, total } = await reads.viewLog(
        actorOf(request),
        request.params.id,
        kind,
        request.query,
      );
      return { data: entries, meta: { page, perPage, total } };
    },
  );
};

const clusterNotesParamsSchema = clusterIdParamsSchema.extend({ isDraft: isDraftParamSchema });
const clusterRecord = phiSubject('cluster', 'clusterId');

/** A cluster's notes: its part of the hub's, listed on their own. */
export const clusterNoteReadRoutes: FastifyPluginAsyncZod<{ reads: NoteReadService }> = async (
  app,
  { reads },
) => {
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
};
