import type { ReportSeries } from '@hearth/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { chartPointsOf } from './chartPoints.ts';

export type ChartTableProps = {
  label: string;
  series: readonly ReportSeries[];
  seriesName: (key: string) => string;
};

/** The chart's figures as a table: one row per period, one column per series. */
export function ChartTable({ label, series, seriesName }: ChartTableProps) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const points = useMemo(() => chartPointsOf(series), [series]);
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('chart.period')}</TableCell>
            {series.map(({ key }) => (
              <TableCell key={key} scope="col" align="right">
                {seriesName(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => (
            <TableRow key={point.bucket}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(point.bucket, locale)}
              </TableCell>
              {series.map(({ key }) => (
                <TableCell key={key} align="right">
                  {numbers.format(Number(point[key] ?? 0))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
