import type { NoteKind, NoteListQuery } from '@hearth/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { noteListLog, notes, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { NoteOwnerRef } from '../readers/ownerRepo.ts';
import { readableNotesCondition } from '../readers/readerRule.ts';

export function noteKindOf(ref: NoteOwnerRef): NoteKind {
  return ref.kind === 'patient' ? 'patient' : 'hub';
}

function ownerCondition(ref: NoteOwnerRef): SQL {
  switch (ref.kind) {
    case 'patient':
      return eq(notes.patientId, ref.patientId);
    case 'hub':
      return eq(notes.hubId, ref.hubId);
    case 'cluster':
      return eq(notes.clusterId, ref.clusterId);
  }
}

/** A day in UTC as the instant it starts. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'UTC'`;

/** The owner's top-level notes this person reads (appended ones come inside their parent). */
function listedNotes(actor: Actor, ref: NoteOwnerRef) {
  return [
    ownerCondition(ref),
    isNull(notes.parentId),
    readableNotesCondition(actor, noteKindOf(ref)),
  ];
}

export type NoteFilter = Omit<NoteListQuery, 'page' | 'perPage'>;

function filterConditions(isDraft: boolean, filter: NoteFilter): (SQL | undefined)[] {
  return [
    isDraft ? isNull(notes.signedAt) : isNotNull(notes.signedAt),
    filter.type === undefined ? undefined : eq(notes.noteTypeId, filter.type),
    filter.author === undefined ? undefined : eq(notes.authorId, filter.author),
    filter.from === undefined ? undefined : sql`${notes.createdAt} >= ${dayStart(filter.from)}`,
    filter.to === undefined
      ? undefined
      : sql`${notes.createdAt} < ${dayStart(filter.to)} + interval '1 day'`,
    filter.q === undefined
      ? undefined
      : sql`${notes.search} @@ plainto_tsquery('simple', ${filter.q})`,
  ];
}

export function createNoteListRepo(db: Database) {
  return {
    /** One page of ids, newest first, and how many match in all. */
    async list(
      actor: Actor,
      ref: NoteOwnerRef,
      isDraft: boolean,
      filter: NoteFilter,
      paging: { page: number; perPage: number },
    ) {
      const where = and(...listedNotes(actor, ref), ...filterConditions(isDraft, filter));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: notes.id })
          .from(notes)
          .where(where)
          .orderBy(desc(notes.createdAt), desc(notes.id))
          .limit(paging.perPage)
          .offset((paging.page - 1) * paging.perPage),
        db.select({ count: count() }).from(notes).where(where),
      ]);
      return { ids: rows.map((row) => row.id), total: total?.count ?? 0 };
    },

    /** Who wrote the notes this person reads here (drafts only their own), with how many each. */
    async authors(actor: Actor, ref: NoteOwnerRef) {
      return db
        .select({ id: users.id, name: users.name, count: count() })
        .from(notes)
        .innerJoin(users, eq(users.id, notes.authorId))
        .where(and(...listedNotes(actor, ref)))
        .groupBy(users.id, users.name)
        .orderBy(asc(users.name), asc(users.id));
    },

    /** One row per list request: who listed which notes, with which filters. */
    async recordList(
      writer: Pick<Database, 'insert'>,
      actor: Actor,
      ref: NoteOwnerRef,
      isDraft: boolean,
      query: Record<string, unknown>,
      noteIds: number[],
    ) {
      const [row] = await writer
        .insert(noteListLog)
        .values({
          kind: noteKindOf(ref),
          actorId: actor.userId,
          patientId: ref.kind === 'patient' ? ref.patientId : null,
          hubId: ref.kind === 'hub' ? ref.hubId : null,
          clusterId: ref.kind === 'cluster' ? ref.clusterId : null,
          isDraft,
          query,
          noteIds,
        })
        .returning({ id: noteListLog.id });
      return row?.id;
    },
  };
}

export type NoteListRepo = ReturnType<typeof createNoteListRepo>;
