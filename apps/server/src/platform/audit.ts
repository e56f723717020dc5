import type { AuditAction, SubjectType } from '@hearth/domain';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntry = {
  action: AuditAction;
  subjectType: SubjectType;
  subjectId?: string | number | null;
  /** The agency the subject belongs to, so that agency's staff can be shown the entry. */
  agencyId?: number | null;
  details?: Record<string, unknown>;
};

export type AuditContext = {
  actorUserId: number | null;
  ip: string | null;
  requestId: string | null;
};

export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    actorUserId: request.actor?.userId ?? null,
    ip: request.ip ?? null,
    requestId: request.id,
  };
}

/**
 * Appends the entry of a change to the audit log, in the transaction of that change: both commit
 * or neither does. It takes a transaction only, so a change and its entry cannot be written apart
 * (an entry that failed after its change had committed left a change nobody could trace).
 */
export async function writeAudit(
  tx: Transaction,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values(auditRowOf(context, entry));
}

/**
 * Records a read or a refusal, which changes nothing else. Entries are group-committed: those
 * recorded while an insert is in flight (concurrent requests) go together in the next multi-row
 * insert, so a busy server commits one audit transaction for many reads. The promise settles
 * only once the caller's own row has committed: a response awaiting it is never sent with its
 * entry lost. After a change, use `writeAudit` in the change's transaction instead.
 */
export function writeReadAudit(
  db: Database,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
  // A transaction satisfies the pool's type; batching its entry would commit it outside the
  // transaction (or after it closed), so it is written where it was asked for.
  if (db instanceof PgTransaction) {
    return db
      .insert(auditLog)
      .values(auditRowOf(context, entry))
      .then(() => undefined);
  }
  let queue = readAuditQueues.get(db);
  if (queue === undefined) {
    queue = { waiting: [], flushing: false };
    readAuditQueues.set(db, queue);
  }
  const { waiting } = queue;
  const durable = new Promise<void>((resolve, reject) => {
    waiting.push({ row: auditRowOf(context, entry), resolve, reject });
  });
  if (!queue.flushing) {
    queue.flushing = true;
    setImmediate(() => flushReadAudits(db, queue));
  }
  return durable;
}

type WaitingReadAudit = {
  row: typeof auditLog.$inferInsert;
  resolve: () => void;
  reject: (error: unknown) => void;
};

type ReadAuditQueue = { waiting: WaitingReadAudit[]; flushing: boolean };

const readAuditQueues = new WeakMap<Database, ReadAuditQueue>();

// An insert carries at most 65,535 parameters (eight a row); a burst larger than this goes
// in several inserts rather than one the server would refuse.
const largestReadAuditBatch = 1000;

async function flushReadAudits(db: Database, queue: ReadAuditQueue): Promise<void> {
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, largestReadAuditBatch);
    await insertBatch(db, batch);
  }
  queue.flushing = false;
}

async function insertBatch(db: Database, batch: WaitingReadAudit[]): Promise<void> {
  try {
    await db.insert(auditLog).values(batch.map(({ row }) => row));
    for (const { resolve } of batch) {
      resolve();
    }
  } catch {
    // One entry the database refuses must not fail the other requests of its batch: each is
    // retried alone, and only the one that fails again fails its own request.
    await Promise.all(
      batch.map(({ row, resolve, reject }) =>
        db
          .insert(auditLog)
          .values(row)
          .then(() => resolve(), reject),
      ),
    );
  }
}

function auditRowOf(context: AuditContext, entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorUserId: context.actorUserId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId:
      entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    agencyId: entry.agencyId ?? null,
    details: entry.details ?? {},
    ip: context.ip,
    requestId: context.requestId,
  };
}
