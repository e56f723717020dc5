import { REPORT_BUCKETS, type ReportBucket, type ReportType } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { ListEmpty, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ChartTable } from './ChartTable.tsx';
import { CHART_KINDS } from './chartKinds.ts';
import { ReportProblem } from './ReportProblem.tsx';
import { type ReportFilterBody, useReportGraph } from './reportsApi.ts';
import type { ReportWords } from './useReportWords.ts';

// Recharts is the heaviest part of the page: fetched once the page asks for its chart.
const ReportChart = lazy(() =>
  import('./ReportChart.tsx').then((m) => ({ default: m.ReportChart })),
);

export type ReportChartSectionProps = {
  type: ReportType;
  words: ReportWords;
  filter: ReportFilterBody & { from: string; to: string };
  bucket: ReportBucket;
  onBucket: (bucket: ReportBucket) => void;
  enabled: boolean;
};

/** The report's chart with its bucket choice, and the same figures as a table on request. */
export function ReportChartSection({
  type,
  words,
  filter,
  bucket,
  onBucket,
  enabled,
}: ReportChartSectionProps) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const graph = useReportGraph(type, filter, bucket, enabled);
  const label = t('chart.label', {
    title: words.title,
    from: formatDay(filter.from, locale),
    to: formatDay(filter.to, locale),
  });
  const series = graph.data ?? [];

  return (
    <SectionCard title={t('page.chart')}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <TextField
            select
            label={t('chart.bucket')}
            value={bucket}
            onChange={(event) => onBucket(event.target.value as ReportBucket)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: '10rem' }}
          >
            {REPORT_BUCKETS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`chart.buckets.${choice}`)}
              </option>
            ))}
          </TextField>
          <Button
            variant="outlined"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('chart.hideTable') : t('chart.showTable')}
          </Button>
        </Stack>
        {graph.isPending && enabled ? (
          <ListLoading label={t('chart.loading')} />
        ) : graph.isError ? (
          <ReportProblem error={graph.error} onRetry={() => void graph.refetch()} />
        ) : series.length === 0 ? (
          <ListEmpty message={t('chart.noSeries')} />
        ) : (
          <>
            <figure aria-label={label} style={{ margin: 0 }}>
              <Typography component="figcaption" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Suspense fallback={<ListLoading label={t('chart.loading')} />}>
                <ReportChart kind={CHART_KINDS[type]} series={series} seriesName={words.series} />
              </Suspense>
            </figure>
            <div id={tableId} hidden={!showTable}>
              {showTable && (
                <ChartTable
                  label={t('chart.tableLabel', { title: words.title })}
                  series={series}
                  seriesName={words.series}
                />
              )}
            </div>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
