import { Readable } from 'node:stream';
import {
  type Note,
  NoteActionValidation,
  type NoteDocumentType,
  type NoteKind,
  UploadValidation,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { FileStore, StagedFile } from '../../../platform/files/fileStore.ts';
import { isOversizedImage } from '../../../platform/imageSize.ts';
import type { ReceivedUpload, UploadTaker } from '../../../platform/uploadedFile.ts';
import type { NoteActionRepo } from '../actions/actionRepo.ts';
import { noteAsShown, onHold, refuseAmending } from '../actions/actionService.ts';
import { findReadableNote, type ReadableNote } from '../readers/readableNoteRepo.ts';
import { type DocumentJudge, documentJudge } from './documentFormat.ts';

// Documents attached to notes: streamed into the file store as they arrive and judged by their
// bytes on the way, committed with their row, streamed back only to those who read the note.
// Removing one hides it (the deleteDocument action); the file and its row stay, as the rest of
// the record does.

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

/** An upload staged in the file store, with the type its bytes were judged to be. */
type JudgedUpload = StagedFile & {
  contentType: NoteDocumentType | null;
  /** An image whose header declares more pixels than can be decoded safely, or none. */
  oversizedImage: boolean;
};

/** `file`'s chunks as they pass, each shown to `judge` first. */
async function* judging(file: Readable, judge: DocumentJudge) {
  for await (const chunk of file) {
    judge.feed(chunk as Buffer);
    yield chunk as Buffer;
  }
}

export function createNoteDocumentService(db: Database, repo: NoteActionRepo, files: FileStore) {
  return {
    /**
     * `receive` hands the uploaded file to what it is given; it runs only once the caller may
     * attach to this note. Staged bytes are discarded whenever the document is not attached.
     */
    async upload(
      actor: Actor,
      kind: NoteKind,
      noteId: number,
      receive: (taker: UploadTaker<JudgedUpload>) => Promise<ReceivedUpload<JudgedUpload>>,
      context: AuditContext,
    ): Promise<Note> {
      // Asked before reading megabytes, and again under the lock.
      refuseAttaching(actor, await findReadableNote(db, actor, noteId, kind), false, new Date());
      const { taken: staged, fileName } = await receive({
        take: async (file) => {
          const judge = documentJudge();
          const stagedFile = await files.stage(Readable.from(judging(file, judge)));
          return {
            ...stagedFile,
            contentType: judge.verdict(),
            oversizedImage: isOversizedImage(judge.leading()),
          };
        },
        undo: (refused) => files.discard(refused),
      });
      const { contentType, byteSize: sizeBytes } = staged;
      if (contentType === null || staged.oversizedImage) {
        await files.discard(staged);
        throw new AppError('validation_failed', 'validation_failed', {
          document: [
            contentType === null
              ? NoteActionValidation.documentType
              : UploadValidation.imageTooLarge,
          ],
        });
      }
      // The file, its row and the audit commit together, or none does (and the staged bytes go).
      const note = await db
        .transaction(async (tx) => {
          const family = await repo.lockFamily(tx, noteId);
          const locked = await findReadableNote(tx, actor, noteId, kind, { lock: true });
          const held = locked.heldAt !== null || (family?.heldAt ?? null) !== null;
          refuseAttaching(actor, locked, held, new Date());
          await files.commit(tx, { ...staged, contentType });
          const document = await repo.insertDocument(tx, {
            noteId,
            fileName: cleanFileName(fileName),
            contentType,
            sizeBytes,
            storageKey: staged.key,
            uploadedBy: actor.userId,
          });
          await writeAudit(tx, context, {
            action: 'note.documentAttached',
            subjectType: 'note',
            subjectId: noteId,
            agencyId: locked.owner.kind === 'patient' ? locked.owner.agencyId : null,
            details: { kind, documentId: document.id, contentType, sizeBytes },
          });
          return locked;
        })
        .catch(async (error: unknown) => {
          await files.discard(staged);
          throw error;
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
