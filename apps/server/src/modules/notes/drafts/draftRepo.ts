import { NOTE_AMENDMENT_HOURS, type NoteDraftUpdate, type NoteKind } from '@hearth/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notes, sharedLivingClusters } from '../../../db/schema/index.ts';

type Writer = Pick<Database, 'insert' | 'update'>;

export type DraftOwner =
  | { kind: 'patient'; patientId: number }
  | { kind: 'hub'; hubId: number; clusterId: number | null };

/** Standalone, so the demo seeder writes notes as the API does. */
export async function insertDraft(
  tx: Pick<Database, 'insert'>,
  owner: DraftOwner,
  fields: NoteDraftUpdate,
  authorId: number,
): Promise<{ id: number; kind: NoteKind }> {
  const [row] = await tx
    .insert(notes)
    .values({
      kind: owner.kind,
      patientId: owner.kind === 'patient' ? owner.patientId : null,
      hubId: owner.kind === 'hub' ? owner.hubId : null,
      clusterId: owner.kind === 'hub' ? owner.clusterId : null,
      authorId,
      ...fields,
    })
    .returning({ id: notes.id });
  if (row === undefined) {
    throw new Error('note was not inserted');
  }
  return { id: row.id, kind: owner.kind };
}

/** Signs a draft: its text freezes, and the amendment window opens. */
export async function signDraft(tx: Writer, id: number): Promise<boolean> {
  const changed = await tx
    .update(notes)
    .set({
      signedAt: sql`now()`,
      amendableUntil: sql`now() + make_interval(hours => ${NOTE_AMENDMENT_HOURS})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(notes.id, id), isNull(notes.signedAt)))
    .returning({ id: notes.id });
  return changed.length > 0;
}

/** Only while a draft: a signed note's text never changes (the database refuses it too). */
export async function updateDraft(tx: Writer, id: number, fields: NoteDraftUpdate) {
  const changed = await tx
    .update(notes)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(notes.id, id), isNull(notes.signedAt)))
    .returning({ id: notes.id });
  return changed.length > 0;
}

/** Whether the cluster belongs to the hub (a hub note's optional cluster). */
export async function clusterOfHub(
  reader: Pick<Database, 'select'>,
  hubId: number,
  clusterId: number,
) {
  const [row] = await reader
    .select({ id: sharedLivingClusters.id })
    .from(sharedLivingClusters)
    .where(and(eq(sharedLivingClusters.id, clusterId), eq(sharedLivingClusters.hubId, hubId)));
  return row !== undefined;
}
