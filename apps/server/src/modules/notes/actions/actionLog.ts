import type { NoteAction, NoteKind } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { noteActions } from '../../../db/schema/index.ts';

/**
 * Appends one row to the note action log. Pass the transaction of the change it records, so an
 * action and its log entry land together or not at all.
 */
export async function recordNoteAction(
  writer: Pick<Database, 'insert'>,
  note: { id: number; kind: NoteKind },
  action: NoteAction,
  actorId: number,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  await writer
    .insert(noteActions)
    .values({ noteId: note.id, kind: note.kind, action, actorId, details });
}
