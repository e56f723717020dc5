import type { ReceivableRow, Receivables } from '@hearth/domain';
import { csvOf, type ExportColumn } from '../../../platform/listExport.ts';

const decimal = (cents: number) => (cents / 100).toFixed(2);

type Line = Omit<ReceivableRow, 'recipient' | 'payer' | 'invoices'> & { who: string };

const columns: readonly ExportColumn<Line>[] = [
  { header: 'Payer', cell: (line) => line.who },
  { header: 'Currency', cell: (line) => line.currency },
  { header: 'Current', cell: (line) => decimal(line.current) },
  { header: '1-30 days', cell: (line) => decimal(line.days1To30) },
  { header: '31-60 days', cell: (line) => decimal(line.days31To60) },
  { header: '61-90 days', cell: (line) => decimal(line.days61To90) },
  { header: 'Over 90 days', cell: (line) => decimal(line.over90) },
  { header: 'Total', cell: (line) => decimal(line.total) },
];

/** The aged receivables as a spreadsheet: one line per payer, private pay, then the totals. */
export function receivablesCsv(receivables: Receivables): string {
  const lines: Line[] = [
    ...receivables.rows.map(({ recipient, payer, invoices: _invoices, ...amounts }) => ({
      ...amounts,
      who: recipient === 'payer' ? (payer?.name ?? '') : 'Private pay',
    })),
    ...receivables.totals.map((total) => ({ ...total, who: 'Total' })),
  ];
  return csvOf(columns, lines);
}
