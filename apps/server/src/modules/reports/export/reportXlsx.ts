import {
  CARE_TIME_ZONE,
  type ReportCell,
  type ReportColumn,
  type ReportColumnKind,
  type ReportRow,
} from '@hearth/domain';
import ExcelJS from 'exceljs';
import { columnTitle } from './columnTitle.ts';

// A spreadsheet cell keeps its type, so the office can sum, sort and filter the file: figures
// are numbers, money an amount, days and moments dates. A spreadsheet's dates have no time zone,
// so a moment is written as the agency's clock showed it.

const wallClockParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CARE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The agency's wall clock at an instant, as a date without zone (read as UTC by the writer). */
function agencyWallClock(instant: string): Date {
  const parts = wallClockParts.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((found) => found.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  );
}

const numberFormats: Partial<Record<ReportColumnKind, string>> = {
  day: 'yyyy-mm-dd',
  instant: 'yyyy-mm-dd hh:mm',
  cents: '#,##0.00',
  count: '0',
  minutes: '0',
};

function xlsxCell(kind: ReportColumnKind, value: ReportCell): ExcelJS.CellValue {
  if (value === null) {
    return null;
  }
  if (kind === 'day' && typeof value === 'string') {
    return new Date(`${value}T00:00:00Z`);
  }
  if (kind === 'instant' && typeof value === 'string') {
    return agencyWallClock(value);
  }
  if (kind === 'cents' && typeof value === 'number') {
    return value / 100;
  }
  return value;
}

/** A report's rows as an XLSX workbook of one sheet: a header row, then one row per row. */
export async function reportXlsx(
  sheetName: string,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ key, kind }) => ({
    header: columnTitle(key),
    key,
    width: Math.max(12, columnTitle(key).length + 2),
    style: { numFmt: numberFormats[kind] ?? 'General' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(columns.map(({ key, kind }) => [key, xlsxCell(kind, row[key] ?? null)])),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
