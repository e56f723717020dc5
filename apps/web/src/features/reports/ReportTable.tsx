import {
  REPORT_COLUMNS,
  REPORT_SORTABLE_COLUMNS,
  type ReportColumn,
  type ReportRow,
  type ReportType,
} from '@hearth/domain';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { useCellText } from './useCellText.ts';
import type { ReportWords } from './useReportWords.ts';

export type ReportTableProps = {
  type: ReportType;
  words: ReportWords;
  rows: readonly ReportRow[];
  /** `column` ascending, `-column` descending, '' the server's own order. */
  sort: string;
  onSort: (sort: string) => void;
};

const sortableOf = (type: ReportType): readonly string[] => REPORT_SORTABLE_COLUMNS[type];

/** A page of a report's rows; a sortable column's header sorts by it, then the other way. */
export function ReportTable({ type, words, rows, sort, onSort }: ReportTableProps) {
  const { t } = useTranslation('reports');
  const cellText = useCellText(words);
  const sortable = sortableOf(type);
  const sortedBy = sort.replace(/^-/, '');
  const descending = sort.startsWith('-');
  const columns: readonly ReportColumn[] = REPORT_COLUMNS[type];
  const label = t('page.rowsLabel', { title: words.title });

  return (
    // At 360 px a wide report scrolls inside its frame, never the whole page; a keyboard scrolls
    // it too, so the frame takes the focus.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map(({ key }) => (
              <TableCell
                key={key}
                scope="col"
                sx={{ whiteSpace: 'nowrap' }}
                aria-sort={sortedBy === key ? (descending ? 'descending' : 'ascending') : undefined}
              >
                {sortable.includes(key) ? (
                  <TableSortLabel
                    active={sortedBy === key}
                    direction={sortedBy === key && descending ? 'desc' : 'asc'}
                    onClick={() => onSort(sortedBy === key && !descending ? `-${key}` : key)}
                  >
                    {words.column(key)}
                  </TableSortLabel>
                ) : (
                  words.column(key)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // Rows have no id of their own across reports; a page's order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a page of rows is replaced whole
            <TableRow key={index} hover>
              {columns.map(({ key, kind }) => (
                <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                  {cellText(kind, row[key] ?? null)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
