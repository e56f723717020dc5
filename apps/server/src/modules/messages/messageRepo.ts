import { type Role, UserStatus } from '@hearth/domain';
import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  patientContacts,
  patientMessageReads,
  patientMessages,
  patients,
  users,
} from '../../db/schema/index.ts';

export type Window = { limit: number; offset: number };

export type MessageRow = {
  id: number;
  patientId: number;
  authorId: number;
  authorName: string;
  fromFamily: boolean;
  body: string;
  createdAt: Date;
};

const messageColumns = {
  id: patientMessages.id,
  patientId: patientMessages.patientId,
  authorId: patientMessages.authorId,
  authorName: users.name,
  fromFamily: patientMessages.fromFamily,
  body: patientMessages.body,
  createdAt: patientMessages.createdAt,
};

export function createMessageRepo(db: Database) {
  return {
    /** The patient's organisation and whether the user is one of their linked contacts. */
    async threadPatient(patientId: number, userId: number) {
      const [row] = await db
        .select({
          agencyId: patients.agencyId,
          firstName: patients.firstName,
          lastName: patients.lastName,
          linkedToCaller: sql<boolean>`EXISTS (SELECT 1 FROM ${patientContacts} WHERE ${patientContacts.patientId} = ${patientId} AND ${patientContacts.userId} = ${userId})`,
        })
        .from(patients)
        .where(eq(patients.id, patientId));
      return row;
    },

    /** One page of the thread, newest page first, each page oldest first. */
    async page(patientId: number, window: Window): Promise<{ rows: MessageRow[]; total: number }> {
      const newestFirst = await db
        .select(messageColumns)
        .from(patientMessages)
        .innerJoin(users, eq(users.id, patientMessages.authorId))
        .where(eq(patientMessages.patientId, patientId))
        .orderBy(desc(patientMessages.id))
        .limit(window.limit)
        .offset(window.offset);
      const [totalRow] = await db
        .select({ total: count() })
        .from(patientMessages)
        .where(eq(patientMessages.patientId, patientId));
      return { rows: newestFirst.reverse(), total: totalRow?.total ?? 0 };
    },

    async get(messageId: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select(messageColumns)
        .from(patientMessages)
        .innerJoin(users, eq(users.id, patientMessages.authorId))
        .where(eq(patientMessages.id, messageId));
      return row;
    },

    /** The last message the user has read in the thread (0: none). */
    async lastReadId(patientId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ lastReadId: patientMessageReads.lastReadId })
        .from(patientMessageReads)
        .where(
          and(eq(patientMessageReads.patientId, patientId), eq(patientMessageReads.userId, userId)),
        );
      return row?.lastReadId ?? 0;
    },

    async isInThread(patientId: number, messageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: patientMessages.id })
        .from(patientMessages)
        .where(and(eq(patientMessages.id, messageId), eq(patientMessages.patientId, patientId)));
      return row !== undefined;
    },

    /** Moves the user's read mark forward to `lastReadId`, never back. */
    async markRead(patientId: number, userId: number, lastReadId: number) {
      await db
        .insert(patientMessageReads)
        .values({ patientId, userId, lastReadId })
        .onConflictDoUpdate({
          target: [patientMessageReads.patientId, patientMessageReads.userId],
          set: {
            lastReadId: sql`GREATEST(${patientMessageReads.lastReadId}, excluded.last_read_id)`,
            readAt: sql`now()`,
          },
        });
    },

    /** Messages others wrote after the user's read mark. */
    async unreadCount(patientId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(patientMessages)
        .leftJoin(
          patientMessageReads,
          and(
            eq(patientMessageReads.patientId, patientMessages.patientId),
            eq(patientMessageReads.userId, userId),
          ),
        )
        .where(
          and(
            eq(patientMessages.patientId, patientId),
            ne(patientMessages.authorId, userId),
            sql`${patientMessages.id} > coalesce(${patientMessageReads.lastReadId}, 0)`,
          ),
        );
      return row?.unread ?? 0;
    },

    async insert(
      tx: Transaction,
      values: { patientId: number; authorId: number; fromFamily: boolean; body: string },
    ): Promise<number> {
      const [row] = await tx
        .insert(patientMessages)
        .values(values)
        .returning({ id: patientMessages.id });
      if (row === undefined) {
        throw new Error('the message was not stored');
      }
      return row.id;
    },

    /** The thread's linked family, and the organisation's active users holding `staffRoles`. */
    async participantIds(
      patientId: number,
      agencyId: number,
      staffRoles: readonly Role[],
    ): Promise<number[]> {
      const family = await db
        .selectDistinct({ id: patientContacts.userId })
        .from(patientContacts)
        .where(and(eq(patientContacts.patientId, patientId), isNotNull(patientContacts.userId)));
      const staff = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.agencyId, agencyId),
            inArray(users.role, [...staffRoles]),
            eq(users.status, UserStatus.active),
          ),
        );
      return [...family, ...staff].flatMap((row) => (row.id === null ? [] : [row.id]));
    },
  };
}

export type MessageRepo = ReturnType<typeof createMessageRepo>;
