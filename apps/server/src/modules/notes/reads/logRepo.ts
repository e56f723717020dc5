import type { NoteListLogEntry, NoteLogQuery, NoteViewLogEntry } from '@hearth/domain';
import { NoteAction } from '@hearth/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { noteActions, noteListLog, users } from '../../../db/schema/index.ts';

// The two logs a supervisor reads about one note: who listed it (the list log holds the ids each
// list returned) and who opened it (the view rows of the action log).

type Paging = { page: number; perPage: number };

const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'UTC'`;

function periodOf(column: AnyPgColumn, query: NoteLogQuery): (SQL | undefined)[] {
  return [
    query.from === undefined ? undefined : sql`${column} >= ${dayStart(query.from)}`,
    query.to === undefined ? undefined : sql`${column} < ${dayStart(query.to)} + interval '1 day'`,
  ];
}

export function createNoteLogRepo(db: Database) {
  return {
    async listLog(noteId: number, query: NoteLogQuery, paging: Paging) {
      const where = and(
        sql`${noteListLog.noteIds} @> ARRAY[${noteId}]::int[]`,
        ...periodOf(noteListLog.at, query),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: noteListLog.id,
            actorId: users.id,
            actorName: users.name,
            at: noteListLog.at,
            isDraft: noteListLog.isDraft,
            query: noteListLog.query,
          })
          .from(noteListLog)
          .innerJoin(users, eq(users.id, noteListLog.actorId))
          .where(where)
          .orderBy(desc(noteListLog.at), desc(noteListLog.id))
          .limit(paging.perPage)
          .offset((paging.page - 1) * paging.perPage),
        db.select({ count: count() }).from(noteListLog).where(where),
      ]);
      const entries: NoteListLogEntry[] = rows.map((row) => ({
        id: row.id,
        actor: { id: row.actorId, name: row.actorName },
        at: row.at.toISOString(),
        isDraft: row.isDraft,
        query: (row.query as Record<string, unknown> | null) ?? null,
      }));
      return { entries, total: total?.count ?? 0 };
    },

    async viewLog(noteId: number, query: NoteLogQuery, paging: Paging) {
      const where = and(
        eq(noteActions.noteId, noteId),
        eq(noteActions.action, NoteAction.view),
        ...periodOf(noteActions.at, query),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: noteActions.id,
            actorId: users.id,
            actorName: users.name,
            at: noteActions.at,
          })
          .from(noteActions)
          .innerJoin(users, eq(users.id, noteActions.actorId))
          .where(where)
          .orderBy(desc(noteActions.at), desc(noteActions.id))
          .limit(paging.perPage)
          .offset((paging.page - 1) * paging.perPage),
        db.select({ count: count() }).from(noteActions).where(where),
      ]);
      const entries: NoteViewLogEntry[] = rows.map((row) => ({
        id: row.id,
        actor: { id: row.actorId, name: row.actorName },
        at: row.at.toISOString(),
      }));
      return { entries, total: total?.count ?? 0 };
    },
  };
}

export type NoteLogRepo = ReturnType<typeof createNoteLogRepo>;
