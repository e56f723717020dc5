import type { NoteKind, NotePrivacy } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notes, patients, sharedLivingHubs } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  careTeamListCondition,
  hubMemberCondition,
  type NoteOwnerFacts,
  readableNotesCondition,
} from './readerRule.ts';

type Reader = Pick<Database, 'select'>;

export const noteNotFound = () => new AppError('not_found', 'note_not_found');

/** A note this person reads, with how they stand to its owner; every action starts here. */
export type ReadableNote = {
  id: number;
  kind: NoteKind;
  parentId: number | null;
  authorId: number;
  privacy: NotePrivacy;
  body: string;
  signedAt: Date | null;
  amendableUntil: Date | null;
  heldAt: Date | null;
  owner: NoteOwnerFacts;
};

const noteColumns = {
  id: notes.id,
  parentId: notes.parentId,
  authorId: notes.authorId,
  privacy: notes.privacy,
  body: notes.body,
  signedAt: notes.signedAt,
  amendableUntil: notes.amendableUntil,
  heldAt: notes.heldAt,
};

async function findPatientNote(reader: Reader, actor: Actor, id: number, lock: boolean) {
  const query = reader
    .select({
      ...noteColumns,
      patientId: patients.id,
      agencyId: patients.agencyId,
      partnerId: patients.partnerId,
      onCareTeamList: careTeamListCondition(actor),
    })
    .from(notes)
    .innerJoin(patients, eq(patients.id, notes.patientId))
    .where(and(eq(notes.id, id), readableNotesCondition(actor, 'patient')));
  const [row] = lock ? await query.for('update', { of: notes }) : await query;
  if (row === undefined) {
    return undefined;
  }
  const { patientId, agencyId, partnerId, onCareTeamList, ...note } = row;
  return {
    ...note,
    kind: 'patient' as const,
    privacy: note.privacy as NotePrivacy,
    owner: { kind: 'patient' as const, patientId, agencyId, partnerId, onCareTeamList },
  };
}

async function findHubNote(reader: Reader, actor: Actor, id: number, lock: boolean) {
  const query = reader
    .select({
      ...noteColumns,
      hubId: sharedLivingHubs.id,
      clusterId: notes.clusterId,
      agencyId: sharedLivingHubs.agencyId,
      partnerId: sharedLivingHubs.partnerId,
      isMember: hubMemberCondition(actor),
    })
    .from(notes)
    .innerJoin(sharedLivingHubs, eq(sharedLivingHubs.id, notes.hubId))
    .where(and(eq(notes.id, id), readableNotesCondition(actor, 'hub')));
  const [row] = lock ? await query.for('update', { of: notes }) : await query;
  if (row === undefined) {
    return undefined;
  }
  const { hubId, clusterId, agencyId, partnerId, isMember, ...note } = row;
  return {
    ...note,
    kind: 'hub' as const,
    privacy: note.privacy as NotePrivacy,
    owner: { kind: 'hub' as const, hubId, clusterId, agencyId, partnerId, isMember },
  };
}

/**
 * The note of this kind if this person reads it (by `readsNote`, drafts the author's alone);
 * otherwise 404, as if absent. Pass a transaction and `lock` to hold the note's row while acting
 * on it, so two actions on one note happen one after another.
 */
export async function findReadableNote(
  reader: Reader,
  actor: Actor,
  id: number,
  kind: NoteKind,
  options: { lock?: boolean } = {},
): Promise<ReadableNote> {
  const lock = options.lock ?? false;
  const note =
    kind === 'patient'
      ? await findPatientNote(reader, actor, id, lock)
      : await findHubNote(reader, actor, id, lock);
  if (note === undefined) {
    throw noteNotFound();
  }
  return note;
}
