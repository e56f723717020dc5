import type { EvvExportQuery, EvvVisit, VisitChange } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { visitNotFound } from './changeService.ts';
import { changeDto, evvVisitDto } from './dto.ts';
import { reachesAgency, visitScope } from './policy.ts';
import type { ExportCursor, ExportRange, VisitRecordRepo, VisitRow } from './visitRecordRepo.ts';

/** Visits read from the database at a time while exporting: memory stays flat over a month. */
const EXPORT_PAGE = 500;

export type ExportFormat = 'json' | 'csv';

function byVisit(changes: readonly VisitChange[]): Map<number, VisitChange[]> {
  const grouped = new Map<number, VisitChange[]>();
  for (const change of changes) {
    const ofVisit = grouped.get(change.shiftId);
    if (ofVisit === undefined) {
      grouped.set(change.shiftId, [change]);
    } else {
      ofVisit.push(change);
    }
  }
  return grouped;
}

/** The EVV record of a visit, its change history and the aggregator export. */
export function createRecordService(db: Database, repo: VisitRecordRepo) {
  async function visible(actor: Actor, shiftId: number) {
    const row = await repo.visit(shiftId);
    if (row === undefined || !reachesAgency(visitScope(actor), row.agencyId)) {
      throw visitNotFound();
    }
    return row;
  }

  /** The export's visits a page at a time: one chunk of the answer per page, not per visit. */
  async function* exported(range: ExportRange): AsyncGenerator<EvvVisit[]> {
    let cursor: ExportCursor | null = null;
    for (;;) {
      const rows = await repo.exportPage(range, cursor, EXPORT_PAGE);
      const changes = byVisit((await repo.changesOf(rows.map((row) => row.id))).map(changeDto));
      if (rows.length > 0) {
        yield rows.map((row) => evvVisitDto(row, changes.get(row.id) ?? []));
      }
      const last = rows.at(-1);
      if (last === undefined || rows.length < EXPORT_PAGE) {
        return;
      }
      cursor = { startsAt: last.startsAt, id: last.id };
    }
  }

  async function record(row: VisitRow): Promise<EvvVisit> {
    const changes = (await repo.changesOf([row.id])).map(changeDto);
    return evvVisitDto(row, changes);
  }

  return {
    /** The record as it stands after a change the caller was just allowed (not a read). */
    async afterChange(shiftId: number): Promise<EvvVisit> {
      const row = await repo.visit(shiftId);
      if (row === undefined) {
        throw visitNotFound();
      }
      return record(row);
    },

    /** One visit's EVV record with its corrections; the read is audited. */
    async visit(actor: Actor, shiftId: number, context: AuditContext): Promise<EvvVisit> {
      const row = await visible(actor, shiftId);
      const visit = await record(row);
      await writeReadAudit(db, context, {
        action: 'visit.evv_viewed',
        subjectType: 'shift',
        subjectId: shiftId,
        agencyId: row.agencyId,
        details: { patientId: row.patientId },
      });
      return visit;
    },

    /** A visit's corrections, oldest first; the read is audited. */
    async changes(actor: Actor, shiftId: number, context: AuditContext): Promise<VisitChange[]> {
      const row = await visible(actor, shiftId);
      const changes = (await repo.changesOf([row.id])).map(changeDto);
      await writeReadAudit(db, context, {
        action: 'visit.changes_viewed',
        subjectType: 'shift',
        subjectId: shiftId,
        agencyId: row.agencyId,
        details: { patientId: row.patientId },
      });
      return changes;
    },

    /**
     * The agency's completed or corrected visits starting on the range's days, read a page at a
     * time as the answer is written. Access is decided and the export audited before any is read.
     */
    async export(
      actor: Actor,
      agencyId: number,
      query: EvvExportQuery,
      format: ExportFormat,
      context: AuditContext,
    ): Promise<AsyncGenerator<EvvVisit[]>> {
      const scope = visitScope(actor);
      const visibleAgency =
        scope.kind === 'all' ? await repo.agencyExists(agencyId) : reachesAgency(scope, agencyId);
      if (!visibleAgency) {
        throw visitNotFound();
      }
      await writeReadAudit(db, context, {
        action: 'visits.evv_exported',
        subjectType: 'agency',
        subjectId: agencyId,
        agencyId,
        details: { from: query.from, to: query.to, format },
      });
      return exported({ agencyId, from: query.from, to: query.to });
    },
  };
}

export type RecordService = ReturnType<typeof createRecordService>;
