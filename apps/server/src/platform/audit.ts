import type { AuditAction, SubjectType } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { preparedStatement } from './db/prepared.ts';

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
    queue = {
      waiting: [],
      flushing: false,
      insertBatch: preparedStatement(db, 'insert_read_audits', insertReadAudits),
    };
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

type ReadAuditQueue = {
  waiting: WaitingReadAudit[];
  flushing: boolean;
  insertBatch: (values: Record<string, unknown>) => Promise<unknown>;
};

const readAuditQueues = new WeakMap<Database, ReadAuditQueue>();

// One array per column, whatever the batch's size: the statement's text never changes, so each
// pooled connection parses and plans it once, and no SQL is built per batch.
const insertReadAudits = sql`INSERT INTO ${auditLog}
  (actor_user_id, action, subject_type, subject_id, agency_id, details, ip, request_id)
  SELECT * FROM unnest(
    ${sql.placeholder('actorUserIds')}::integer[], ${sql.placeholder('actions')}::text[],
    ${sql.placeholder('subjectTypes')}::text[], ${sql.placeholder('subjectIds')}::text[],
    ${sql.placeholder('agencyIds')}::integer[], ${sql.placeholder('details')}::jsonb[],
    ${sql.placeholder('ips')}::inet[], ${sql.placeholder('requestIds')}::text[])`;

/** The columns of `batch`'s rows as the arrays `insertReadAudits` takes. */
function readAuditColumns(batch: readonly WaitingReadAudit[]): Record<string, unknown> {
  const rows = batch.map(({ row }) => row);
  return {
    actorUserIds: rows.map((row) => row.actorUserId ?? null),
    actions: rows.map((row) => row.action),
    subjectTypes: rows.map((row) => row.subjectType),
    subjectIds: rows.map((row) => row.subjectId ?? null),
    agencyIds: rows.map((row) => row.agencyId ?? null),
    details: rows.map((row) => JSON.stringify(row.details ?? {})),
    ips: rows.map((row) => row.ip ?? null),
    requestIds: rows.map((row) => row.requestId ?? null),
  };
}

// A burst larger than this goes in several inserts, so one statement's arrays stay small.
const largestReadAuditBatch = 1000;

async function flushReadAudits(db: Database, queue: ReadAuditQueue): Promise<void> {
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, largestReadAuditBatch);
    await insertBatch(db, queue, batch);
  }
  queue.flushing = false;
}

async function insertBatch(
  db: Database,
  queue: ReadAuditQueue,
  batch: WaitingReadAudit[],
): Promise<void> {
  try {
    await queue.insertBatch(readAuditColumns(batch));
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
