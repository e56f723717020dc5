import {
  itemResponse,
  type NoteKind,
  noteAppendSchema,
  noteDocumentParamsSchema,
  noteExtendSchema,
  noteIdParamsSchema,
  noteInsertTextSchema,
  noteLogActionSchema,
  notePrivacyUpdateSchema,
  noteSchema,
  noteStrikeTextSchema,
} from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../platform/access.ts';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { NoteDraftService } from '../drafts/draftService.ts';
import { noteRequestContextOf } from '../events/noteEvents.ts';
import { noteRecord } from '../policy.ts';
import type { AmendingAction, NoteActionService } from './actionService.ts';

// The actions on a note, each its own route and each also an entry of `{base}/:id/log`, under a
// patient's notes (`/api/notes`) and a hub's (`/api/hub/notes`). Who may do what to which note is
// the action service's to decide; a route only lets in those who could read such notes at all.

export type NoteActionRoutesOptions = {
  kind: NoteKind;
  /** `/api/notes` or `/api/hub/notes`. */
  base: string;
  access: Access;
  actions: NoteActionService;
  drafts: NoteDraftService;
};

const noteResponse = itemResponse(noteSchema);

export const noteActionRoutes: FastifyPluginAsyncZod<NoteActionRoutesOptions> = async (
  app,
  { kind, base, access, actions, drafts },
) => {
  const tags = [kind === 'patient' ? 'patient notes' : 'hub notes'];
  const config = { access, phi: noteRecord };
  const act = async (request: FastifyRequest, noteId: number, action: AmendingAction) => ({
    data: await actions.act(actorOf(request), kind, noteId, action, noteRequestContextOf(request)),
  });
  const schema = (summary: string) => ({
    tags,
    summary,
    params: noteIdParamsSchema,
    response: { 200: noteResponse },
  });

  app.post(
    `${base}/:id/hold`,
    {
      config,
      schema: schema('Put a note on hold (supervisors): only reading and releasing it remain'),
    },
    (request) => act(request, request.params.id, { action: 'hold' }),
  );

  app.post(
    `${base}/:id/unhold`,
    { config, schema: schema('Release a note from hold (supervisors); 409 when it is not held') },
    (request) => act(request, request.params.id, { action: 'unhold' }),
  );

  app.post(
    `${base}/:id/extend`,
    {
      config,
      schema: {
        ...schema(
          'Give more time to amend a signed note (supervisors): hours from its window end, or from now once closed',
        ),
        body: noteExtendSchema,
      },
    },
    (request) => act(request, request.params.id, { action: 'extend', ...request.body }),
  );

  app.put(
    `${base}/:id/privacy`,
    {
      config,
      schema: {
        ...schema('Change who reads a note (its author or a supervisor)'),
        body: notePrivacyUpdateSchema,
      },
    },
    (request) => act(request, request.params.id, { action: 'updatePrivacy', ...request.body }),
  );

  app.post(
    `${base}/:id/append`,
    {
      config,
      schema: {
        ...schema(
          'Append a note (an addendum, signed at once) to a signed note inside its amendment window',
        ),
        body: noteAppendSchema,
        response: { 201: noteResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await act(request, request.params.id, { action: 'appendNote', ...request.body })),
  );

  app.post(
    `${base}/:id/insert`,
    {
      config,
      schema: {
        ...schema(
          'Insert text at an offset of the signed body of this note or of one appended to it',
        ),
        body: noteInsertTextSchema,
      },
    },
    (request) => act(request, request.params.id, { action: 'insertText', ...request.body }),
  );

  app.post(
    `${base}/:id/strike`,
    {
      config,
      schema: {
        ...schema(
          'Strike a range of the signed body (the words sent must be the words there); they stay readable',
        ),
        body: noteStrikeTextSchema,
      },
    },
    (request) => act(request, request.params.id, { action: 'strikeText', ...request.body }),
  );

  app.delete(
    `${base}/:id/documents/:documentId`,
    {
      config,
      schema: {
        tags,
        summary: 'Remove a document from a note: it is hidden from everyone, kept, and logged',
        params: noteDocumentParamsSchema,
        response: { 200: noteResponse },
      },
    },
    (request) =>
      act(request, request.params.id, {
        action: 'deleteDocument',
        documentId: request.params.documentId,
      }),
  );

  app.post(
    `${base}/:id/log`,
    {
      config,
      schema: {
        ...schema(
          'Any action by its code with its payload ({ action, ...payload }), as its own route does it; "view" records a view',
        ),
        body: noteLogActionSchema,
      },
    },
    async (request) => {
      const { body } = request;
      if (body.action === 'updateNoteFields') {
        const { action: _action, ...fields } = body;
        return {
          data: await drafts.update(
            actorOf(request),
            request.params.id,
            kind,
            fields,
            auditContextOf(request),
          ),
        };
      }
      return act(request, request.params.id, body);
    },
  );
};
