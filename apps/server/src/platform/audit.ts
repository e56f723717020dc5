import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { SeedTransaction } from '../db/seed/types.ts';

export type AuditEntry = {
  action: string;
  subjectType: string;
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

type Writer = Pick<Database, 'insert'> | SeedTransaction;

export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    actorUserId: request.actor?.userId ?? null,
    ip: request.ip ?? null,
    requestId: request.id,
  };
}

/** Appends to the audit log; pass the transaction of the change so both land or neither does. */
export async function writeAudit(
  writer: Writer,
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
