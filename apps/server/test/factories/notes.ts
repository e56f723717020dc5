import { NotePrivacy, NoteType } from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { notes, noteTypes } from '../../src/db/schema/index.ts';
import {
  type DraftOwner,
  insertDraft,
  signDraft,
} from '../../src/modules/notes/drafts/draftRepo.ts';

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
    /** Back-dated, for date filters (a signed note's dates never change, so set before signing). */
    createdAt?: Date;
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
  if (options.createdAt !== undefined) {
    await db.update(notes).set({ createdAt: options.createdAt }).where(eq(notes.id, note.id));
  }
  if (options.signed ?? true) {
    await signDraft(db, note.id);
  }
  return note.id;
}

/** An appended note (addendum) as the append action writes one: same owner, signed at once. */
export async function appendToNote(
  db: Database,
  parentId: number,
  authorId: number,
  body = 'Addendum: family called back.',
  /** Narrower than the parent's, when the author chose so. */
  privacy?: NotePrivacy,
): Promise<number> {
  const [parent] = await db.select().from(notes).where(eq(notes.id, parentId));
  if (parent === undefined) {
    throw new Error(`no note ${parentId}`);
  }
  const [row] = await db
    .insert(notes)
    .values({
      kind: parent.kind,
      patientId: parent.patientId,
      hubId: parent.hubId,
      clusterId: parent.clusterId,
      parentId,
      authorId,
      noteTypeId: parent.noteTypeId,
      body,
      privacy: privacy ?? parent.privacy,
      signedAt: sql`now()`,
      amendableUntil: sql`now() + interval '72 hours'`,
    })
    .returning({ id: notes.id });
  if (row === undefined) {
    throw new Error('no appended note');
  }
  return row.id;
}
