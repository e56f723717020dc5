import type { Database } from '../../db/client.ts';
import { type AuditContext, writeReadAudit } from '../../platform/audit.ts';
import type { AuditFilter, HistoryRepo } from './historyRepo.ts';

/**
 * Reading the audit log: its entries name patients, notes and caregivers, so who read which
 * entries, with which filters, is itself an entry (written after the read, so a page never shows
 * its own reading).
 */
export function createAuditLogService(db: Database, history: HistoryRepo) {
  return {
    async list(
      filter: AuditFilter,
      paging: { page: number; perPage: number },
      context: AuditContext,
    ) {
      const result = await history.listAudit(filter, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      });
      await writeReadAudit(db, context, {
        action: 'audit_log.listed',
        subjectType: 'audit_log',
        details: { filter, ...paging, entryIds: result.rows.map((row) => row.id) },
      });
      return result;
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
