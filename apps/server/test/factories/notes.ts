import { NotePrivacy, NoteType } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { noteTypes } from '../../src/db/schema/index.ts';
import { type DraftOwner, insertDraft, signDraft } from '../../src/modules/notes/noteDraftRepo.ts';

// Notes written through the module's own writers, as the API would, for tests that need them
// to exist first (the built-in note types come from the base seeder).

export async function noteTypeId(db: Database, code: NoteType = NoteType.other): Promise<number> {
  const [row] = await db
    .select({ id: noteTypes.id })
    .from(noteTypes)
    .where(eq(noteTypes.code, code));
  if (row === undefined) {
    throw new Error(`no note type ${code}`);
  }
  return row.id;
}

export async function createNote(
  db: Database,
  owner: DraftOwner,
  authorId: number,
  options: {
    privacy?: NotePrivacy;
    signed?: boolean;
    title?: string;
    body?: string;
    type?: NoteType;
  } = {},
): Promise<number> {
  const note = await insertDraft(
    db,
    owner,
    {
      noteTypeId: await noteTypeId(db, options.type),
      templateId: null,
      title: options.title ?? 'A note',
      body: options.body ?? 'Slept well; ate breakfast.',
      privacy: options.privacy ?? NotePrivacy.anyone,
    },
    authorId,
  );
  if (options.signed ?? true) {
    await signDraft(db, note.id);
  }
  return note.id;
}
