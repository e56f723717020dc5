import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type Note, NoteActionValidation, type NoteKind } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import type { NoteActionRepo } from '../actions/actionRepo.ts';
import { noteAsShown, onHold, refuseAmending } from '../actions/actionService.ts';
import { findReadableNote, type ReadableNote } from '../readers/readableNoteRepo.ts';
import { documentTypeOf } from './documentFormat.ts';

// Documents attached to notes: checked by their bytes, kept in the file store under a random key
// with their row, streamed back only to those who read the note. Removing one hides it (the
// deleteDocument action); the file and its row stay, as the rest of the record does.

export type ServedDocument = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  stream: Readable;
};

/**
 * The name as shown and offered for saving: no folders. Overlong names and control characters
 * are refused at the upload (platform/uploadedFile.ts), so what remains is the uploader's own.
 */
export function cleanFileName(given: string): string {
  return (given.split(/[\\/]/).at(-1) ?? '').trim() || 'document';
}

/** Attaching: to a draft by its author; to a signed note as amending it is allowed. */
function refuseAttaching(actor: Actor, note: ReadableNote, familyHeld: boolean, now: Date) {
  if (familyHeld) {
    throw onHold();
  }
  if (note.signedAt !== null) {
    refuseAmending(actor, note, now);
  } else if (note.authorId !== actor.userId) {
    throw new AppError('forbidden', 'draft_author_attaches');
  }
}

export function createNoteDocumentService(db: Database, repo: NoteActionRepo, files: FileStore) {
  return {
    /** `read` gives the uploaded file; it runs only once the caller may attach to this note. */
    async upload(
      actor: Actor,
      kind: NoteKind,
      noteId: number,
      read: () => Promise<{ data: Buffer; fileName: string }>,
      context: AuditContext,
    ): Promise<Note> {
      // Asked before reading megabytes, and again under the lock.
      refuseAttaching(actor, await findReadableNote(db, actor, noteId, kind), false, new Date());
      const { data, fileName } = await read();
      const contentType = documentTypeOf(data);
      if (contentType === null) {
        throw new AppError('validation_failed', 'validation_failed', {
          document: [NoteActionValidation.documentType],
        });
      }
      // The file, its row and the audit commit together, or none does.
      const note = await db.transaction(async (tx) => {
        const family = await repo.lockFamily(tx, noteId);
        const locked = await findReadableNote(tx, actor, noteId, kind, { lock: true });
        const held = locked.heldAt !== null || (family?.heldAt ?? null) !== null;
        refuseAttaching(actor, locked, held, new Date());
        const storageKey = randomUUID();
        await files.save(tx, { key: storageKey, data, contentType });
        const document = await repo.insertDocument(tx, {
          noteId,
          fileName: cleanFileName(fileName),
          contentType,
          sizeBytes: data.length,
          storageKey,
          uploadedBy: actor.userId,
        });
        await writeAudit(tx, context, {
          action: 'note.documentAttached',
          subjectType: 'note',
          subjectId: noteId,
          agencyId: locked.owner.kind === 'patient' ? locked.owner.agencyId : null,
          details: { kind, documentId: document.id, contentType, sizeBytes: data.length },
        });
        return locked;
      });
      return noteAsShown(db, actor, note);
    },

    /** A shown document of a note this person reads; 404 otherwise, hidden ones included. */
    async open(
      actor: Actor,
      kind: NoteKind,
      noteId: number,
      documentId: number,
      context: AuditContext,
    ): Promise<ServedDocument> {
      const note = await findReadableNote(db, actor, noteId, kind);
      const document = await repo.findShownDocument(db, note.id, documentId);
      if (document === undefined) {
        throw new AppError('not_found', 'document_not_found');
      }
      await writeReadAudit(db, context, {
        action: 'note.documentRead',
        subjectType: 'note',
        subjectId: note.id,
        agencyId: note.owner.kind === 'patient' ? note.owner.agencyId : null,
        details: { kind, documentId },
      });
      return {
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        stream: await files.open(document.storageKey),
      };
    },
  };
}

export type NoteDocumentService = ReturnType<typeof createNoteDocumentService>;
