import { EXPORT_LIMIT, ExportValidation } from '@hearth/domain';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

// A list's CSV export: the rows its filters match, at most the spec's export limit. Beyond it the
// export is refused whole (422), never cut short, so a payroll or accounts file is never missing
// rows without anyone noticing; the message says to narrow the filters.

/** One column of an export: its header and how a row fills its cell. */
export type ExportColumn<Row> = {
  header: string;
  cell: (row: Row) => string | number | boolean | null;
};

/** Refuses an export of more rows than the limit, before any row is read. */
export function assertExportable(matching: number): void {
  if (matching > EXPORT_LIMIT) {
    throw new AppError(
      'validation_failed',
      { code: 'export_too_large', params: { matching, limit: EXPORT_LIMIT } },
      { export: [ExportValidation.tooManyRows] },
    );
  }
}

// A spreadsheet runs a cell that starts with one of these as a formula: a name typed as
// `=HYPERLINK(…)` would run on the reader's machine. Such text gets a leading apostrophe (OWASP's
// advice), which spreadsheets show as plain text; a signed number (`-12.50`) stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

const inertCell = (cell: string | number | boolean | null) =>
  typeof cell === 'string' && FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell)
    ? `'${cell}`
    : cell;

export function csvOf<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  return stringify([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => inertCell(column.cell(row)))),
  ]);
}

/** Sends a CSV as a download named `filename` (letters, digits, hyphens, dots). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
