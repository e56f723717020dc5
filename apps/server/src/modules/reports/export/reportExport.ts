import { type Locale, REPORT_COLUMNS, type ReportColumn, type ReportRow } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { ReportsService } from '../service.ts';
import { reportCsv } from './reportCsv.ts';
import { reportXlsx } from './reportXlsx.ts';

/** A report as a file, ready to download. */
export type ReportFile =
  | { format: 'csv'; filename: string; body: string }
  | { format: 'xlsx'; filename: string; body: Buffer };

/** The patients whose data a file carries, each once, for the audit. */
const patientIdsOf = (rows: readonly ReportRow[]): number[] =>
  [
    ...new Set(rows.flatMap((row) => (typeof row.patientId === 'number' ? [row.patientId] : []))),
  ].sort((a, b) => a - b);

/**
 * Report exports: the rows of a report's filter as CSV or XLSX, audited (who took which report,
 * its filter, how many rows and which patients' data) before the file leaves.
 */
export function createReportExports(db: Database, reports: ReportsService) {
  return async (
    actor: Actor,
    word: string,
    body: unknown,
    context: AuditContext,
    locale: Locale,
  ): Promise<ReportFile> => {
    const { type, scope, filter, sort, format, rows } = await reports.exportRows(
      actor,
      word,
      body,
      locale,
    );
    const columns: readonly ReportColumn[] = REPORT_COLUMNS[type];
    const filename = `${type}-${filter.from}-to-${filter.to}.${format}`;
    const file: ReportFile =
      format === 'csv'
        ? { format, filename, body: reportCsv(columns, rows) }
        : { format, filename, body: await reportXlsx(type, columns, rows) };
    await writeReadAudit(db, context, {
      action: 'report.exported',
      subjectType: 'report',
      subjectId: type,
      agencyId: scope.kind === 'agency' ? scope.agencyId : null,
      details: { format, filter, sort, rowCount: rows.length, patientIds: patientIdsOf(rows) },
    });
    return file;
  };
}

export type ReportExports = ReturnType<typeof createReportExports>;
