import type { Role } from '@hearth/domain';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, mailOutbox, signIns, users } from '../../db/schema/index.ts';
import type { SignInScope } from './policy.ts';
import { belongsToAgencies } from './userRepo.ts';

export type Page = { limit: number; offset: number };

export type SignInFilter = {
  userId?: number | undefined;
  succeeded?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
  roles?: readonly Role[] | undefined;
};

export type AuditFilter = {
  action?: string | undefined;
  actorUserId?: number | undefined;
  subjectType?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function scopeCondition(scope: SignInScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'self':
      return eq(signIns.userId, scope.userId);
    case 'agencies':
      return inArray(
        signIns.userId,
        sql`(SELECT ${users.id} FROM ${users} WHERE ${belongsToAgencies(scope.agencyIds)})`,
      );
  }
}

async function paged<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) {
  const [data, [counted]] = await Promise.all([rows, total]);
  return { rows: data, total: counted?.total ?? 0 };
}

export function createHistoryRepo(db: Database) {
  return {
    listSignIns(scope: SignInScope, filter: SignInFilter, page: Page) {
      const where = and(
        scopeCondition(scope),
        filter.userId === undefined ? undefined : eq(signIns.userId, filter.userId),
        filter.succeeded === undefined ? undefined : eq(signIns.succeeded, filter.succeeded),
        filter.from === undefined ? undefined : gte(signIns.createdAt, new Date(filter.from)),
        filter.to === undefined ? undefined : lte(signIns.createdAt, new Date(filter.to)),
        filter.roles === undefined
          ? undefined
          : inArray(
              signIns.userId,
              sql`(SELECT ${users.id} FROM ${users} WHERE ${inArray(users.role, [...filter.roles])})`,
            ),
      );
      const columns = {
        id: signIns.id,
        userId: signIns.userId,
        email: signIns.email,
        succeeded: signIns.succeeded,
        reason: signIns.reason,
        ip: sql<string | null>`host(${signIns.ip})`,
        userAgent: signIns.userAgent,
        createdAt: signIns.createdAt,
      };
      return paged(
        db
          .select(columns)
          .from(signIns)
          .where(where)
          .orderBy(desc(signIns.createdAt), desc(signIns.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(signIns).where(where),
      );
    },

    listAudit(filter: AuditFilter, page: Page) {
      const where = and(
        filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
        filter.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorUserId),
        filter.subjectType === undefined ? undefined : eq(auditLog.subjectType, filter.subjectType),
        filter.from === undefined ? undefined : gte(auditLog.createdAt, new Date(filter.from)),
        filter.to === undefined ? undefined : lte(auditLog.createdAt, new Date(filter.to)),
      );
      const columns = {
        id: auditLog.id,
        actorUserId: auditLog.actorUserId,
        // Readers know people by email, not by id; a deleted actor's entries stay, without one.
        actorEmail: users.email,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        agencyId: auditLog.agencyId,
        details: sql<Record<string, unknown>>`${auditLog.details}`,
        ip: sql<string | null>`host(${auditLog.ip})`,
        requestId: auditLog.requestId,
        createdAt: auditLog.createdAt,
      };
      return paged(
        db
          .select(columns)
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      );
    },

    listOutbox(page: Page) {
      return paged(
        db
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(mailOutbox),
      );
    },
  };
}

export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
