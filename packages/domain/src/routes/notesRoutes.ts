import { z } from 'zod';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import { noteLogActionSchema } from '../api/noteActions.ts';
import {
  hubNoteCreateSchema,
  noteAuthorSchema,
  noteDraftUpdateSchema,
  noteListLogEntrySchema,
  noteSchema,
  noteTemplateSchema,
  noteTypeSchema,
  noteViewLogEntrySchema,
  patientNoteCreateSchema,
} from '../api/notes.ts';
import { file, get, post, put } from './endpoint.ts';

const oneNote = itemResponse(noteSchema);

/** An owner's signed notes (`:isDraft` 0) or the reader's drafts (1), and their authors. */
const ownerRoutes = <const Path extends string>(path: Path) => ({
  list: get(`${path}/:isDraft`, listResponse(noteSchema)),
  authors: get(`${path}/authors/list`, z.object({ data: z.array(noteAuthorSchema) })),
});

/**
 * The routes patient notes and hub notes share under their own base. The owner's segment is
 * `:id`, as the server names it: it shares its place with a note's id.
 */
function noteRoutes<
  const Base extends string,
  const Prefix extends string,
  Create extends z.ZodType,
>(base: Base, referencePrefix: Prefix, create: Create) {
  const note = `${base}/:id` as const;
  return {
    create: post(base, { body: create, response: oneNote }),
    show: get(note, oneNote),
    updateDraft: put(note, { body: noteDraftUpdateSchema, response: oneNote }),
    sign: post(`${note}/sign`, { response: oneNote }),
    viewLog: get(`${note}/view/log`, listResponse(noteViewLogEntrySchema)),
    listLog: get(`${note}/list/log`, listResponse(noteListLogEntrySchema)),
    /** Any logged action: `{ action, ...payload }`, performed and logged at once. */
    act: post(`${note}/log`, { body: noteLogActionSchema }),
    uploadDocument: post(`${note}/documents`, { multipart: true }),
    document: file(`${note}/documents/:documentId`),
    owner: ownerRoutes(note),
    types: get(`${referencePrefix}/note-types`, z.object({ data: z.array(noteTypeSchema) })),
    templates: get(
      `${referencePrefix}/note-templates`,
      z.object({ data: z.array(noteTemplateSchema) }),
    ),
  };
}

/** By note kind: a patient's notes, and a hub's (a cluster's notes are hub notes). */
export const noteRoutesByKind = {
  patient: noteRoutes('/api/notes', '/api', patientNoteCreateSchema),
  hub: noteRoutes('/api/hub/notes', '/api/hub', hubNoteCreateSchema),
};

export const clusterNoteRoutes = ownerRoutes('/api/shared-living-clusters/:clusterId/notes');
