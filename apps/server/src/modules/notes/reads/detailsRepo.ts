import type { AppendedNote, Note, NoteKind, NotePrivacy } from '@hearth/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  noteDocuments,
  notes,
  noteTextChanges,
  noteTypes,
  users,
} from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { ownColumns } from '../../../platform/db/ownColumns.ts';
import { noteAbilities } from '../policy.ts';
import { type NoteOwnerFacts, readableNotesCondition } from '../readers/readerRule.ts';

// A note as the API shows it: its row, its appended notes (those the reader reads), the text
// inserted and struck in each, and the documents still shown. Lists and single reads build the
// same shape from here, so a timeline and a note page never disagree.

type Reader = Pick<Database, 'select'>;

const author = alias(users, 'note_author');
const holder = alias(users, 'note_holder');
const changeAuthor = alias(users, 'change_author');
const uploader = alias(users, 'uploader');

const noteColumns = {
  ...ownColumns(notes, [
    'id',
    'kind',
    'patientId',
    'hubId',
    'clusterId',
    'parentId',
    'authorId',
    'templateId',
    'title',
    'body',
    'privacy',
    'signedAt',
    'amendableUntil',
    'heldAt',
    'createdAt',
    'updatedAt',
  ]),
  authorName: author.name,
  noteTypeId: noteTypes.id,
  noteTypeCode: noteTypes.code,
  noteTypeName: noteTypes.name,
  heldById: notes.heldBy,
  heldByName: holder.name,
};

function selectNotes(reader: Reader) {
  return reader
    .select(noteColumns)
    .from(notes)
    .innerJoin(author, eq(author.id, notes.authorId))
    .innerJoin(noteTypes, eq(noteTypes.id, notes.noteTypeId))
    .leftJoin(holder, eq(holder.id, notes.heldBy));
}

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

async function textChangesOf(reader: Reader, noteIds: number[]) {
  return reader
    .select({
      id: noteTextChanges.id,
      noteId: noteTextChanges.noteId,
      kind: noteTextChanges.kind,
      start: noteTextChanges.startOffset,
      end: noteTextChanges.endOffset,
      text: noteTextChanges.text,
      authorId: changeAuthor.id,
      authorName: changeAuthor.name,
      createdAt: noteTextChanges.createdAt,
    })
    .from(noteTextChanges)
    .innerJoin(changeAuthor, eq(changeAuthor.id, noteTextChanges.authorId))
    .where(inArray(noteTextChanges.noteId, noteIds))
    .orderBy(asc(noteTextChanges.createdAt), asc(noteTextChanges.id));
}

async function documentsOf(reader: Reader, noteIds: number[]) {
  return reader
    .select({
      id: noteDocuments.id,
      noteId: noteDocuments.noteId,
      fileName: noteDocuments.fileName,
      contentType: noteDocuments.contentType,
      sizeBytes: noteDocuments.sizeBytes,
      uploaderId: uploader.id,
      uploaderName: uploader.name,
      uploadedAt: noteDocuments.uploadedAt,
    })
    .from(noteDocuments)
    .innerJoin(uploader, eq(uploader.id, noteDocuments.uploadedBy))
    .where(and(inArray(noteDocuments.noteId, noteIds), isNull(noteDocuments.hiddenAt)))
    .orderBy(asc(noteDocuments.uploadedAt), asc(noteDocuments.id));
}

function groupBy<T extends { noteId: number }>(rows: T[]) {
  const byNote = new Map<number, T[]>();
  for (const row of rows) {
    byNote.set(row.noteId, [...(byNote.get(row.noteId) ?? []), row]);
  }
  return byNote;
}

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The notes with these ids, in this order, as this reader sees them. The caller has already
 * checked that the reader reads each one; appended notes are narrowed here by the same rule.
 */
export async function loadNotes(
  reader: Reader,
  actor: Actor,
  kind: NoteKind,
  owner: NoteOwnerFacts,
  ids: readonly number[],
): Promise<Note[]> {
  if (ids.length === 0) {
    return [];
  }
  const [parents, appended] = await Promise.all([
    selectNotes(reader).where(inArray(notes.id, [...ids])),
    selectNotes(reader)
      .where(and(inArray(notes.parentId, [...ids]), readableNotesCondition(actor, kind)))
      .orderBy(asc(notes.createdAt), asc(notes.id)),
  ]);
  const allIds = [...ids, ...appended.map((row) => row.id)];
  const [changes, documents] = await Promise.all([
    textChangesOf(reader, allIds),
    documentsOf(reader, allIds),
  ]);
  const changesByNote = groupBy(changes);
  const documentsByNote = groupBy(documents);

  const toDto = (row: NoteRow): AppendedNote => ({
    id: row.id,
    kind: row.kind as NoteKind,
    patientId: row.patientId,
    hubId: row.hubId,
    clusterId: row.clusterId,
    parentId: row.parentId,
    author: { id: row.authorId, name: row.authorName },
    noteType: { id: row.noteTypeId, code: row.noteTypeCode, name: row.noteTypeName },
    templateId: row.templateId,
    title: row.title,
    body: row.body,
    privacy: row.privacy as NotePrivacy,
    signedAt: isoOrNull(row.signedAt),
    amendableUntil: isoOrNull(row.amendableUntil),
    heldAt: isoOrNull(row.heldAt),
    heldBy: row.heldById === null ? null : { id: row.heldById, name: row.heldByName ?? '' },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    textChanges: (changesByNote.get(row.id) ?? []).map((change) => ({
      id: change.id,
      kind: change.kind as 'insert' | 'strike',
      start: change.start,
      end: change.end,
      text: change.text,
      author: { id: change.authorId, name: change.authorName },
      createdAt: iso(change.createdAt),
    })),
    documents: (documentsByNote.get(row.id) ?? []).map((document) => ({
      id: document.id,
      fileName: document.fileName,
      contentType: document.contentType,
      sizeBytes: document.sizeBytes,
      uploadedBy: { id: document.uploaderId, name: document.uploaderName },
      uploadedAt: iso(document.uploadedAt),
    })),
    can: noteAbilities(actor, owner, row),
  });

  const appendedByParent = new Map<number, AppendedNote[]>();
  for (const row of appended) {
    if (row.parentId !== null) {
      appendedByParent.set(row.parentId, [
        ...(appendedByParent.get(row.parentId) ?? []),
        toDto(row),
      ]);
    }
  }
  const byId = new Map(parents.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined
      ? []
      : [{ ...toDto(row), appendedNotes: appendedByParent.get(id) ?? [] }];
  });
}
