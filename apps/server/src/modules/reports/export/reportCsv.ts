import type { ReportCell, ReportColumn, ReportColumnKind, ReportRow } from '@hearth/domain';
import { csvOf, type ExportColumn } from '../../../platform/listExport.ts';
import { columnTitle } from './columnTitle.ts';

// A CSV cell is text: each kind written the way a spreadsheet reads it back unambiguously.
function csvCell(kind: ReportColumnKind, value: ReportCell): string | number | null {
  if (value === null) {
    return null;
  }
  if (kind === 'flag') {
    return value === true ? 'yes' : 'no';
  }
  if (kind === 'cents' && typeof value === 'number') {
    return (value / 100).toFixed(2);
  }
  return typeof value === 'boolean' ? String(value) : value;
}

/** A report's rows as CSV: a header row of the column titles, then one line per row. */
export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): string {
  const exportColumns: ExportColumn<ReportRow>[] = columns.map(({ key, kind }) => ({
    header: columnTitle(key),
    cell: (row) => csvCell(kind, row[key] ?? null),
  }));
  return csvOf(exportColumns, rows);
}
