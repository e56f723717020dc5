import {
  hubNoteCreateSchema,
  itemResponse,
  type NoteKind,
  noteDraftUpdateSchema,
  noteIdParamsSchema,
  noteSchema,
  patientNoteCreateSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../platform/access.ts';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { noteRequestContextOf } from '../events/noteEvents.ts';
import { noteAccess, noteRecord } from '../policy.ts';
import type { NoteDraftService } from './draftService.ts';

// Drafts: started for a patient or a hub, then changed and signed by their author under the
// owner's base path (`/api/notes`, `/api/hub/notes`).

const noteResponse = itemResponse(noteSchema);
// A note being written, for the audit of refusals: it has no id yet.
const newNote = phiSubject('note');

/** Starting a draft differs by owner: a patient's, or a hub's (optionally one of its clusters). */
export const newNoteRoutes: FastifyPluginAsyncZod<{ drafts: NoteDraftService }> = async (
  app,
  { drafts },
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
};

export type NoteDraftRoutesOptions = {
  kind: NoteKind;
  /** `/api/notes` or `/api/hub/notes`. */
  base: string;
  access: Access;
  drafts: NoteDraftService;
};

/** Changing and signing a draft, the same for every owner. */
export const noteDraftRoutes: FastifyPluginAsyncZod<NoteDraftRoutesOptions> = async (
  app,
  { kind, base, access, drafts },
) => {
  const tags = [kind === 'patient' ? 'patient notes' : 'hub notes'];

  app.put(
    `${base}/:id`,
    {
      config: { access, phi: noteRecord },
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
      config: { access, phi: noteRecord },
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
};
