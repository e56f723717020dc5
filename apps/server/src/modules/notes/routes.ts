import {
  itemResponse,
  listResponse,
  type NoteKind,
  noteAuthorSchema,
  noteDraftUpdateSchema,
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
import type { Access } from '../../platform/access.ts';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { phiSubject } from '../../platform/phiRefusals.ts';
import type { NoteDraftService } from './noteDraftService.ts';
import { noteRequestContextOf } from './noteEvents.ts';
import type { NoteOwnerRef } from './noteOwnerRepo.ts';
import type { NoteReadService } from './noteReadService.ts';
import { noteAccess } from './policy.ts';

// The note routes a patient's notes and a hub's notes share, under their own base path. The
// owner's segment of a list is named `:id`: it shares its place with a note's id (`/{base}/:id`),
// and the router takes one name per place.

export type NoteRoutesOptions = {
  kind: NoteKind;
  /** `/api/notes` or `/api/hub/notes`. */
  base: string;
  /** What an owner id in this base path names. */
  ownerRef: (id: number) => NoteOwnerRef;
  access: { read: Access; write: Access };
  reads: NoteReadService;
  drafts: NoteDraftService;
};

const noteResponse = itemResponse(noteSchema);
export const noteRecord = phiSubject('note', 'id');

export const noteRoutes: FastifyPluginAsyncZod<NoteRoutesOptions> = async (
  app,
  { kind, base, ownerRef, access, reads, drafts },
) => {
  const tags = [kind === 'patient' ? 'patient notes' : 'hub notes'];
  const owner = kind === 'patient' ? 'patient' : 'hub';
  // What these routes touch, for the audit of refusals: the owner's notes, or one note.
  const ownerRecord = phiSubject(owner, 'id');

  app.get(
    `${base}/:id/:isDraft`,
    {
      config: { access: access.read, phi: ownerRecord },
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
      config: { access: access.read, phi: ownerRecord },
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
      config: { access: access.read, phi: noteRecord },
      schema: {
        tags,
        summary:
          'One note with its appended notes, text changes and documents (the view is logged)',
        params: noteIdParamsSchema,
        response: { 200: noteResponse },
      },
    },
    async (request) => ({
      data: await reads.get(actorOf(request), request.params.id, kind, auditContextOf(request)),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: access.write, phi: noteRecord },
      schema: {
        tags,
        summary: "Change a draft's fields (its author only; a signed note is 409)",
        params: noteIdParamsSchema,
        body: noteDraftUpdateSchema,
        response: { 200: noteResponse },
      },
    },
    async (request) => ({
      data: await drafts.update(
        actorOf(request),
        request.params.id,
        kind,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    `${base}/:id/sign`,
    {
      config: { access: access.write, phi: noteRecord },
      schema: {
        tags,
        summary: 'Sign a draft (its author only): the text freezes, amendments open for 72 hours',
        params: noteIdParamsSchema,
        response: { 200: noteResponse },
      },
    },
    async (request) => ({
      data: await drafts.sign(
        actorOf(request),
        request.params.id,
        kind,
        noteRequestContextOf(request),
      ),
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
