import { ReferralReportMetric, ReferralStatus } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { useDateFormat } from '../../components/DateTime.tsx';
import { FactList } from '../../components/FactList.tsx';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useReferralMetrics } from './referralsApi.ts';

export type MetricsCardProps = { hubId: string };

/** The six average durations of the referrals the reader sees, made in a range of days. */
export function MetricsCard({ hubId }: MetricsCardProps) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const locale = useLocale();
  const formatDay = useDateFormat();
  const [range, setRange] = useState({ from: '', to: '' });
  const query = useReferralMetrics({
    hubId: hubId || undefined,
    from: range.from || undefined,
    to: range.to || undefined,
  });
  const days = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const metrics = query.data;

  return (
    <SectionCard title={t('metrics.title')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateRangeFilter
            from={range.from}
            to={range.to}
            onChange={(change) => setRange((current) => ({ ...current, ...change }))}
          />
        </Stack>
        {query.isFetching && <LinearProgress aria-label={t('metrics.loading')} />}
        {query.isError && (
          <Alert severity="error" role="alert">
            {t('metrics.failed', { message: query.error.message })}
          </Alert>
        )}
        {metrics && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('metrics.range', { from: formatDay(metrics.from), to: formatDay(metrics.to) })}
            </Typography>
            <FactList
              facts={metrics.averages.map((average) => ({
                term: label(ReferralReportMetric.labelKey(average.metric)),
                value: (
                  <span data-metric={ReferralReportMetric.nameOf(average.metric)}>
                    {average.days === null
                      ? t('metrics.none', { n: average.n })
                      : t('metrics.days', { days: days.format(average.days), n: average.n })}
                  </span>
                ),
              }))}
            />
            <Typography variant="body2">
              {metrics.byStatus
                .map((row) =>
                  t('metrics.statusCount', {
                    status: label(ReferralStatus.labelKey(row.status)),
                    count: row.count,
                  }),
                )
                .join(' · ')}
            </Typography>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
