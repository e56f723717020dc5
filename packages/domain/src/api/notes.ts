import { z } from 'zod';
import { NoteAction, NoteKind, NotePrivacy } from '../enums/notes.ts';
import { emptyAsUnset, ID_MAX, namedSchema, optionalId, pathId, positiveId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Clinical notes of a patient, a hub or a hub's cluster, as the API shows them. A signed note's
// text never changes: later words are appended notes, inserts and strikes, each with who and when.

export const NOTE_TITLE_MAX = 200;
/** A long clinical narrative fits; a pasted book does not. */
export const NOTE_BODY_MAX = 50_000;
export const NOTE_SEARCH_MAX = 200;

export const NoteValidation = {
  rangeBackwards: 'notes:validation.rangeBackwards',
  unknownNoteType: 'notes:validation.unknownNoteType',
  unknownTemplate: 'notes:validation.unknownTemplate',
  unknownCluster: 'notes:validation.unknownCluster',
} as const;

const id = z.number().int().max(ID_MAX);
const instant = z.iso.datetime();

// ---- Paths -------------------------------------------------------------------------------------

/** `0|1` or `true|false`: the spec's clients send either. */
export const isDraftParamSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** One note: `/api/notes/{id}`, `/api/hub/notes/{id}`. */
export const noteIdParamsSchema = z.object({ id: pathId });
/**
 * An owner's list: `/api/notes/{patientId}/{isDraft}`, `/api/hub/notes/{hubId}/{isDraft}`,
 * `/api/shared-living-clusters/{id}/notes/{isDraft}`. The owner's segment is named `id` because it
 * shares its place with a note's id (the router needs one name per place).
 */
export const ownerNotesParamsSchema = z.object({ id: pathId, isDraft: isDraftParamSchema });
/** The owner of an authors list, whatever its kind. */
export const noteOwnerParamsSchema = z.object({ id: pathId });

// ---- Pieces ------------------------------------------------------------------------------------

export const noteTypeSchema = z.object({
  id,
  /** A built-in type's code (label from the translations); null for an agency's own. */
  code: z.string().nullable(),
  /** An agency's own type's name; null for a built-in one. */
  name: z.string().nullable(),
  appliesTo: z.enum(['patient', 'hub', 'both']),
});
export type NoteTypeDto = z.infer<typeof noteTypeSchema>;

export const noteTemplateSchema = z.object({
  id,
  kind: NoteKind.schema,
  noteTypeId: id,
  name: z.string(),
  title: z.string().nullable(),
  /** The headings the new note starts from. */
  body: z.string(),
  /** null for a built-in template. */
  agencyId: id.nullable(),
});
export type NoteTemplate = z.infer<typeof noteTemplateSchema>;

export const noteTemplateQuerySchema = z.object({ noteTypeId: emptyAsUnset(pathId) });
export type NoteTemplateQuery = z.infer<typeof noteTemplateQuerySchema>;

export const noteTextChangeSchema = z.object({
  id,
  kind: z.enum(['insert', 'strike']),
  /** Character offsets into the note's own signed body; an insert has start = end. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The inserted words, or the struck ones (which stay readable). */
  text: z.string(),
  author: namedSchema,
  createdAt: instant,
});
export type NoteTextChange = z.infer<typeof noteTextChangeSchema>;

/** Hidden ("deleted") documents are never listed. */
export const noteDocumentSchema = z.object({
  id,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  uploadedBy: namedSchema,
  uploadedAt: instant,
});
export type NoteDocument = z.infer<typeof noteDocumentSchema>;

/** What the viewer may do with this note now (state and role both counted). */
export const noteAbilitiesSchema = z.object({
  /** Change a draft's fields (update note fields). */
  edit: z.boolean(),
  sign: z.boolean(),
  /** Append a note, insert or strike text (a signed note inside its window). */
  amend: z.boolean(),
  hold: z.boolean(),
  unhold: z.boolean(),
  extend: z.boolean(),
  updatePrivacy: z.boolean(),
});
export type NoteAbilities = z.infer<typeof noteAbilitiesSchema>;

const noteFields = {
  id,
  kind: NoteKind.schema,
  patientId: id.nullable(),
  hubId: id.nullable(),
  clusterId: id.nullable(),
  parentId: id.nullable(),
  author: namedSchema,
  noteType: noteTypeSchema.pick({ id: true, code: true, name: true }),
  templateId: id.nullable(),
  title: z.string().nullable(),
  body: z.string(),
  privacy: NotePrivacy.schema,
  /** null for a draft. */
  signedAt: instant.nullable(),
  /** Until when amendments are taken; null for a draft. */
  amendableUntil: instant.nullable(),
  heldAt: instant.nullable(),
  heldBy: namedSchema.nullable(),
  createdAt: instant,
  updatedAt: instant,
  textChanges: z.array(noteTextChangeSchema),
  documents: z.array(noteDocumentSchema),
  can: noteAbilitiesSchema,
};

/** An appended note (an addendum): a note of its own, inside its parent. */
export const appendedNoteSchema = z.object(noteFields);
export type AppendedNote = z.infer<typeof appendedNoteSchema>;

export const noteSchema = z.object({
  ...noteFields,
  /** Oldest first; only those the viewer reads. */
  appendedNotes: z.array(appendedNoteSchema),
});
export type Note = z.infer<typeof noteSchema>;

/** A list row is the whole note: a timeline shows text, changes and addenda inline. */
export const noteListItemSchema = noteSchema;
export type NoteListItem = Note;

// ---- Lists -------------------------------------------------------------------------------------

export const noteListQuerySchema = paginationQuerySchema
  .omit({ sort: true, q: true })
  .extend({
    type: emptyAsUnset(pathId),
    author: emptyAsUnset(pathId),
    /** Created on or after this day (UTC). */
    from: emptyAsUnset(z.iso.date()),
    /** Created on or before this day (UTC). */
    to: emptyAsUnset(z.iso.date()),
    /** Full-text search over title and body (every word must match). */
    q: emptyAsUnset(z.string().trim().max(NOTE_SEARCH_MAX)).transform(
      (value) => value || undefined,
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: NoteValidation.rangeBackwards,
    path: ['to'],
  });
export type NoteListQueryInput = z.input<typeof noteListQuerySchema>;
export type NoteListQuery = z.output<typeof noteListQuerySchema>;

export const noteAuthorSchema = namedSchema.extend({ count: z.number().int().min(0) });
export type NoteAuthor = z.infer<typeof noteAuthorSchema>;

// ---- Writes ------------------------------------------------------------------------------------

const draftFields = {
  noteTypeId: positiveId,
  templateId: optionalId,
  title: z.preprocess(
    (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(NOTE_TITLE_MAX).nullable().default(null),
  ),
  body: z.string().max(NOTE_BODY_MAX).default(''),
  privacy: NotePrivacy.schema.default(NotePrivacy.careTeam),
};

export const patientNoteCreateSchema = z.object({ patientId: positiveId, ...draftFields });
export type PatientNoteCreateInput = z.input<typeof patientNoteCreateSchema>;
export type PatientNoteCreate = z.output<typeof patientNoteCreateSchema>;

export const hubNoteCreateSchema = z.object({
  hubId: positiveId,
  /** A cluster of that hub makes it a cluster note. */
  clusterId: optionalId,
  ...draftFields,
});
export type HubNoteCreateInput = z.input<typeof hubNoteCreateSchema>;
export type HubNoteCreate = z.output<typeof hubNoteCreateSchema>;

/** Every field of a draft is sent again (the editor holds them all). */
export const noteDraftUpdateSchema = z.object(draftFields);
export type NoteDraftUpdateInput = z.input<typeof noteDraftUpdateSchema>;
export type NoteDraftUpdate = z.output<typeof noteDraftUpdateSchema>;

// ---- Logs --------------------------------------------------------------------------------------

export const noteLogQuerySchema = paginationQuerySchema
  .omit({ sort: true, q: true })
  .extend({
    from: emptyAsUnset(z.iso.date()),
    to: emptyAsUnset(z.iso.date()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: NoteValidation.rangeBackwards,
    path: ['to'],
  });
export type NoteLogQuery = z.output<typeof noteLogQuerySchema>;

/** Who listed this note, when, and with which filters. */
export const noteListLogEntrySchema = z.object({
  id,
  actor: namedSchema,
  at: instant,
  isDraft: z.boolean(),
  /** The filters of that list request (type, author, from, to, q, page, perPage). */
  query: z.record(z.string(), z.unknown()).nullable(),
});
export type NoteListLogEntry = z.infer<typeof noteListLogEntrySchema>;

/** Who opened this note, when. */
export const noteViewLogEntrySchema = z.object({ id, actor: namedSchema, at: instant });
export type NoteViewLogEntry = z.infer<typeof noteViewLogEntrySchema>;

/** One row of the action log (N2's actions write them; a view is one too). */
export const noteActionEntrySchema = z.object({
  id,
  noteId: id,
  kind: NoteKind.schema,
  action: NoteAction.schema,
  actor: namedSchema,
  at: instant,
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type NoteActionEntry = z.infer<typeof noteActionEntrySchema>;
