import { z } from 'zod';
import { NoteAction, NotePrivacy } from '../enums/notes.ts';
import { pathId, positiveId } from './fields.ts';
import { NOTE_BODY_MAX, noteDraftUpdateSchema } from './notes.ts';

// What is done to a note once it exists: hold and unhold, extend its amendment window, change its
// privacy, append a note, insert or strike text, hide a document. Each is its own route and also
// an entry of `POST /api/notes/{id}/log` ({ action, ...payload }), both one service.

/** How long a signed note (or an addendum, from its own signing) takes amendments. */
export const NOTE_AMENDMENT_HOURS = 72;
/** One extension lengthens the window by at most 30 days; a longer one is asked for again. */
export const NOTE_EXTEND_HOURS_MAX = 30 * 24;
export const NOTE_DOCUMENT_BYTES_MAX = 10 * 1024 * 1024;
/** What a note may carry, as the server recognises it by the file's bytes. */
export const NOTE_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type NoteDocumentType = (typeof NOTE_DOCUMENT_TYPES)[number];
/** For a file picker's `accept`: the types above and their usual names. */
export const NOTE_DOCUMENT_ACCEPT = [
  ...NOTE_DOCUMENT_TYPES,
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.txt',
  '.docx',
].join(',');

/** Messages as i18n keys of the web's `notes` namespace. */
export const NoteActionValidation = {
  textBlank: 'notes:validation.textBlank',
  offsetOutOfRange: 'notes:validation.offsetOutOfRange',
  strikeMismatch: 'notes:validation.strikeMismatch',
  overlapsStrike: 'notes:validation.overlapsStrike',
  notThisNote: 'notes:validation.notThisNote',
  privacyWider: 'notes:validation.privacyWider',
  documentMissing: 'notes:validation.documentMissing',
  documentType: 'notes:validation.documentType',
  documentTooLarge: 'notes:validation.documentTooLarge',
} as const;

/** Words someone adds: never only spaces, but spaces around them are theirs to place. */
const addedText = z
  .string()
  .min(1)
  .max(NOTE_BODY_MAX)
  .refine((text) => text.trim() !== '', { message: NoteActionValidation.textBlank });
const offset = z.number().int().min(0).max(NOTE_BODY_MAX);

export const noteDocumentParamsSchema = z.object({ id: pathId, documentId: pathId });

export const noteExtendSchema = z.object({
  hours: z.number().int().min(1).max(NOTE_EXTEND_HOURS_MAX),
});
export type NoteExtend = z.infer<typeof noteExtendSchema>;

export const notePrivacyUpdateSchema = z.object({ privacy: NotePrivacy.schema });
export type NotePrivacyUpdate = z.infer<typeof notePrivacyUpdateSchema>;

/** An addendum, signed as it is made; type and privacy are the parent's unless chosen. */
export const noteAppendSchema = z.object({
  body: addedText,
  title: noteDraftUpdateSchema.shape.title,
  noteTypeId: positiveId.optional(),
  /** At most as wide as the parent's: an addendum never reaches more readers than its note. */
  privacy: NotePrivacy.schema.optional(),
});
export type NoteAppendInput = z.input<typeof noteAppendSchema>;
export type NoteAppend = z.output<typeof noteAppendSchema>;

/** Text inserted at an offset of a signed body: the note acted on, or one appended to it. */
export const noteInsertTextSchema = z.object({ noteId: positiveId, offset, text: addedText });
export type NoteInsertText = z.infer<typeof noteInsertTextSchema>;

/** The range struck and the words the reader saw there (a mismatch is refused). */
export const noteStrikeTextSchema = z
  .object({ noteId: positiveId, start: offset, end: offset, text: z.string().min(1) })
  .refine((strike) => strike.end > strike.start, {
    message: NoteActionValidation.offsetOutOfRange,
    path: ['end'],
  });
export type NoteStrikeText = z.infer<typeof noteStrikeTextSchema>;

export const noteDocumentDeleteSchema = z.object({ documentId: positiveId });
export type NoteDocumentDelete = z.infer<typeof noteDocumentDeleteSchema>;

const entry = <A extends NoteAction, S extends z.ZodRawShape>(action: A, shape: S) =>
  z.object({ action: z.literal(action), ...shape });

/** `POST /api/notes/{id}/log`: any action, by its code, with that action's payload beside it. */
export const noteLogActionSchema = z.discriminatedUnion('action', [
  entry(NoteAction.view, {}),
  entry(NoteAction.hold, {}),
  entry(NoteAction.unhold, {}),
  entry(NoteAction.extend, noteExtendSchema.shape),
  entry(NoteAction.updatePrivacy, notePrivacyUpdateSchema.shape),
  entry(NoteAction.updateNoteFields, noteDraftUpdateSchema.shape),
  entry(NoteAction.deleteDocument, noteDocumentDeleteSchema.shape),
  entry(NoteAction.appendNote, noteAppendSchema.shape),
  entry(NoteAction.insertText, noteInsertTextSchema.shape),
  entry(NoteAction.strikeText, noteStrikeTextSchema.shape),
]);
export type NoteLogActionInput = z.input<typeof noteLogActionSchema>;
export type NoteLogAction = z.output<typeof noteLogActionSchema>;
