import type { AuditAction, SubjectType } from '@hearth/domain';
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
export function writeAudit(
  tx: Transaction,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
  return insertEntry(tx, context, entry);
}

/**
 * Records a read or a refusal, which changes nothing else, so its one insert stands on its own.
 * After a change, use `writeAudit` in the change's transaction instead.
 */
export function writeReadAudit(
  writer: Database | Transaction,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
  return insertEntry(writer, context, entry);
}

async function insertEntry(
  writer: Database | Transaction,
  context: AuditContext,
  entry: AuditEntry,
): Promise<void> {
  await writer.insert(auditLog).values({
    actorUserId: context.actorUserId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId:
      entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    agencyId: entry.agencyId ?? null,
    details: entry.details ?? {},
    ip: context.ip,
    requestId: context.requestId,
  });
}
