import { NOTE_AMENDMENT_HOURS, type NotePrivacy } from '@hearth/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { noteDocuments, notes, noteTextChanges } from '../../../db/schema/index.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AppendedNoteInput = {
  parentId: number;
  authorId: number;
  noteTypeId: number | null;
  title: string | null;
  body: string;
  privacy: NotePrivacy;
};

const amendmentWindow = sql`now() + make_interval(hours => ${NOTE_AMENDMENT_HOURS})`;

/** The SQL of note actions; every write runs in the action's transaction. */
export function createNoteActionRepo() {
  return {
    /**
     * Locks the first note of this note's family (the note itself, or the one it is appended to)
     * and tells whether it is held. Every action locks it first, so actions on a note and its
     * addenda happen one after another and never wait on each other in a circle.
     */
    async lockFamily(tx: Transaction, noteId: number) {
      const [root] = await tx
        .select({ id: notes.id, heldAt: notes.heldAt })
        .from(notes)
        .where(
          eq(
            notes.id,
            sql`(SELECT coalesce(${notes.parentId}, ${notes.id}) FROM ${notes} WHERE ${notes.id} = ${noteId})`,
          ),
        )
        .for('update');
      return root;
    },

    async setHold(tx: Transaction, noteId: number, heldBy: number | null): Promise<void> {
      await tx
        .update(notes)
        .set({ heldAt: heldBy === null ? null : sql`now()`, heldBy, updatedAt: sql`now()` })
        .where(eq(notes.id, noteId));
    },

    async setAmendableUntil(tx: Transaction, noteId: number, until: Date): Promise<void> {
      await tx
        .update(notes)
        .set({ amendableUntil: until, updatedAt: sql`now()` })
        .where(eq(notes.id, noteId));
    },

    async setPrivacy(tx: Transaction, noteId: number, privacy: NotePrivacy): Promise<void> {
      await tx.update(notes).set({ privacy, updatedAt: sql`now()` }).where(eq(notes.id, noteId));
    },

    /** The parent's owner and kind, its type unless another is given; signed as it is made. */
    async insertAppended(tx: Transaction, input: AppendedNoteInput): Promise<number> {
      const result = await tx.execute<{ id: number }>(sql`
        INSERT INTO ${notes} (kind, patient_id, hub_id, cluster_id, parent_id, author_id,
          note_type_id, title, body, privacy, signed_at, amendable_until)
        SELECT kind, patient_id, hub_id, cluster_id, id, ${input.authorId},
          coalesce(${input.noteTypeId}::integer, note_type_id), ${input.title}, ${input.body},
          ${input.privacy}, now(), ${amendmentWindow}
        FROM ${notes} WHERE id = ${input.parentId}
        RETURNING id`);
      const [row] = result.rows;
      if (row === undefined) {
        throw new Error(`note ${input.parentId} vanished under its lock`);
      }
      return row.id;
    },

    async strikesOf(tx: Transaction, noteId: number) {
      return tx
        .select({ start: noteTextChanges.startOffset, end: noteTextChanges.endOffset })
        .from(noteTextChanges)
        .where(and(eq(noteTextChanges.noteId, noteId), eq(noteTextChanges.kind, 'strike')))
        .orderBy(asc(noteTextChanges.id));
    },

    async insertTextChange(
      tx: Transaction,
      change: {
        noteId: number;
        kind: 'insert' | 'strike';
        start: number;
        end: number;
        text: string;
        authorId: number;
      },
    ): Promise<number> {
      const [row] = await tx
        .insert(noteTextChanges)
        .values({
          noteId: change.noteId,
          kind: change.kind,
          startOffset: change.start,
          endOffset: change.end,
          text: change.text,
          authorId: change.authorId,
        })
        .returning({ id: noteTextChanges.id });
      if (row === undefined) {
        throw new Error('text change not inserted');
      }
      return row.id;
    },

    /** A document of this note still shown (hidden ones are as if gone). */
    async findShownDocument(reader: Pick<Database, 'select'>, noteId: number, documentId: number) {
      const [row] = await reader
        .select({
          id: noteDocuments.id,
          fileName: noteDocuments.fileName,
          contentType: noteDocuments.contentType,
          sizeBytes: noteDocuments.sizeBytes,
          storageKey: noteDocuments.storageKey,
          uploadedBy: noteDocuments.uploadedBy,
        })
        .from(noteDocuments)
        .where(
          and(
            eq(noteDocuments.id, documentId),
            eq(noteDocuments.noteId, noteId),
            isNull(noteDocuments.hiddenAt),
          ),
        );
      return row;
    },

    async hideDocument(tx: Transaction, documentId: number, hiddenBy: number): Promise<void> {
      await tx
        .update(noteDocuments)
        .set({ hiddenAt: sql`now()`, hiddenBy })
        .where(eq(noteDocuments.id, documentId));
    },

    async insertDocument(
      tx: Transaction,
      document: {
        noteId: number;
        fileName: string;
        contentType: string;
        sizeBytes: number;
        storageKey: string;
        uploadedBy: number;
      },
    ) {
      const [row] = await tx.insert(noteDocuments).values(document).returning({
        id: noteDocuments.id,
        uploadedAt: noteDocuments.uploadedAt,
      });
      if (row === undefined) {
        throw new Error('document not inserted');
      }
      return row;
    },
  };
}

export type NoteActionRepo = ReturnType<typeof createNoteActionRepo>;
