import type { VisitException } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ExceptionFilter, ExceptionRecord, ExceptionRepo } from './exceptionRepo.ts';
import { agencyScope, reachesAgency } from './policy.ts';

const exceptionNotFound = () => new AppError('not_found', 'visit_exception_not_found');

export function exceptionDto(row: ExceptionRecord): VisitException {
  return {
    id: row.id,
    shiftId: row.shiftId,
    agencyId: row.agencyId,
    patient: { id: row.patientId, name: row.patientName },
    caregiver:
      row.caregiverId === null || row.caregiverName === null
        ? null
        : { id: row.caregiverId, name: row.caregiverName },
    startsAt: row.startsAt.toISOString(),
    kind: row.kind,
    phase: row.phase,
    reasonCode: row.reasonCode,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy:
      row.resolvedById === null || row.resolvedByName === null
        ? null
        : { id: row.resolvedById, name: row.resolvedByName },
    resolutionNote: row.resolutionNote,
  };
}

/** The agency's exceptions queue: what its office must look at, and how each was settled. */
export function createExceptionService(db: Database, repo: ExceptionRepo) {
  return {
    /** One agency's queue, unresolved first; the read is audited (it names patients). */
    async queue(
      actor: Actor,
      agencyId: number,
      filter: Omit<ExceptionFilter, 'agencyIds'>,
      page: { limit: number; offset: number },
      context: AuditContext,
    ) {
      if (!reachesAgency(actor, agencyId)) {
        throw new AppError('not_found', 'agency_not_found');
      }
      const result = await repo.queue({ ...filter, agencyIds: [agencyId] }, page);
      await writeReadAudit(db, context, {
        action: 'visit_exceptions.read',
        subjectType: 'agency',
        subjectId: agencyId,
        agencyId,
        details: { patientIds: [...new Set(result.rows.map((row) => row.patientId))] },
      });
      return result;
    },

    /** Settles an exception once, with a note of how; a second resolve is a 409. */
    async resolve(actor: Actor, exceptionId: number, note: string, context: AuditContext) {
      const scope = agencyScope(actor);
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, exceptionId);
        if (row === undefined || (scope !== null && !scope.includes(row.agencyId))) {
          throw exceptionNotFound();
        }
        if (row.resolvedAt !== null) {
          throw new AppError('conflict', 'exception_resolved');
        }
        await repo.resolve(tx, exceptionId, actor.userId, note);
        await writeAudit(tx, context, {
          action: 'visit_exception.resolved',
          subjectType: 'shift',
          subjectId: row.shiftId,
          agencyId: row.agencyId,
          details: { exceptionId, kind: row.kind, note },
        });
      });
      const resolved = await repo.find(exceptionId);
      if (resolved === undefined) {
        throw exceptionNotFound();
      }
      return exceptionDto(resolved);
    },
  };
}

export type ExceptionService = ReturnType<typeof createExceptionService>;
