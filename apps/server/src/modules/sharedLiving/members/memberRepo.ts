import type { HubMemberStatus } from '@hearth/domain';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { agencies, hubMemberChanges, hubMembers, users } from '../../../db/schema/index.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export type MembershipRecord = {
  id: number;
  userId: number;
  userName: string;
  email: string;
  status: HubMemberStatus;
  reason: string | null;
  updatedAt: Date;
};

export type LockedMembership = { id: number; status: HubMemberStatus; reason: string | null };

export type MemberChangeEntry = {
  memberId: number;
  from: HubMemberStatus | null;
  to: HubMemberStatus;
  reason: string | null;
  changedBy: number;
};

const membershipColumns = {
  id: hubMembers.id,
  userId: hubMembers.userId,
  userName: users.name,
  email: users.email,
  status: hubMembers.status,
  reason: hubMembers.reason,
  updatedAt: hubMembers.updatedAt,
};

const changer = alias(users, 'changer');

export function createMemberRepo(db: Database) {
  return {
    async list(
      hubId: number,
      status: HubMemberStatus | undefined,
      paging: { limit: number; offset: number },
    ) {
      const where: SQL | undefined = and(
        eq(hubMembers.hubId, hubId),
        status === undefined ? undefined : eq(hubMembers.status, status),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select(membershipColumns)
          .from(hubMembers)
          .innerJoin(users, eq(users.id, hubMembers.userId))
          .where(where)
          .orderBy(asc(users.name), asc(hubMembers.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(hubMembers).where(where),
      ]);
      return { rows: rows as MembershipRecord[], total: totals?.total ?? 0 };
    },

    async find(hubId: number, userId: number, reader: Reader = db) {
      const [row] = await reader
        .select(membershipColumns)
        .from(hubMembers)
        .innerJoin(users, eq(users.id, hubMembers.userId))
        .where(and(eq(hubMembers.hubId, hubId), eq(hubMembers.userId, userId)));
      return row as MembershipRecord | undefined;
    },

    /** The membership, locked until the transaction ends: a second move waits, then sees this one. */
    async lock(tx: Transaction, hubId: number, userId: number) {
      const [row] = await tx
        .select({ id: hubMembers.id, status: hubMembers.status, reason: hubMembers.reason })
        .from(hubMembers)
        .where(and(eq(hubMembers.hubId, hubId), eq(hubMembers.userId, userId)))
        .for('update');
      return row as LockedMembership | undefined;
    },

    /** undefined when a simultaneous first move created the membership first. */
    async insert(
      tx: Transaction,
      values: { hubId: number; userId: number; status: HubMemberStatus; reason: string | null },
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(hubMembers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: hubMembers.id });
      return row?.id;
    },

    async setStatus(tx: Transaction, id: number, status: HubMemberStatus, reason: string | null) {
      await tx
        .update(hubMembers)
        .set({ status, reason, updatedAt: new Date() })
        .where(eq(hubMembers.id, id));
    },

    async appendChange(tx: Transaction, entry: MemberChangeEntry) {
      await tx.insert(hubMemberChanges).values({
        memberId: entry.memberId,
        fromStatus: entry.from,
        toStatus: entry.to,
        reason: entry.reason,
        changedBy: entry.changedBy,
      });
    },

    async history(memberId: number) {
      const rows = await db
        .select({
          id: hubMemberChanges.id,
          from: hubMemberChanges.fromStatus,
          to: hubMemberChanges.toStatus,
          reason: hubMemberChanges.reason,
          changedById: changer.id,
          changedByName: changer.name,
          changedAt: hubMemberChanges.changedAt,
        })
        .from(hubMemberChanges)
        .leftJoin(changer, eq(changer.id, hubMemberChanges.changedBy))
        .where(eq(hubMemberChanges.memberId, memberId))
        .orderBy(asc(hubMemberChanges.changedAt), asc(hubMemberChanges.id));
      return rows as {
        id: number;
        from: HubMemberStatus | null;
        to: HubMemberStatus;
        reason: string | null;
        changedById: number | null;
        changedByName: string | null;
        changedAt: Date;
      }[];
    },

    /** Who would join: their role, and the kind of the organisation they belong to, if any. */
    async joiner(tx: Transaction, userId: number) {
      const [row] = await tx
        .select({ role: users.role, organisationKind: agencies.kind })
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type MemberRepo = ReturnType<typeof createMemberRepo>;
