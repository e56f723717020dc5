import type { ReportType } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackToList } from '../../components/BackToList.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { ReportChartSection } from './ReportChartSection.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportRows } from './ReportRows.tsx';
import { isReportType } from './reportAccess.ts';
import { reportFormOf } from './reportFilterFields.ts';
import { useReportParams } from './useReportParams.ts';
import { useReportWords } from './useReportWords.ts';

/** One report: its filters, its chart and its rows, for the report named in the address. */
export function ReportPage() {
  const { type } = useParams();
  const { t } = useTranslation('reports');
  if (!isReportType(type)) {
    return (
      <ListPage title={t('list.title')} filters={null}>
        <Alert
          severity="info"
          role="alert"
          action={<BackToList path="/user/reports" label={t('page.back')} />}
        >
          {t('page.notAType')}
        </Alert>
      </ListPage>
    );
  }
  // Keyed by type: another report's page starts from its own state.
  return <OneReport key={type} type={type} />;
}

function OneReport({ type }: { type: ReportType }) {
  const { t } = useTranslation('reports');
  const words = useReportWords(type);
  const form = useMemo(() => reportFormOf(type), [type]);
  const params = useReportParams(type, form);

  return (
    <ListPage
      title={words.title}
      action={<BackToList path="/user/reports" label={t('page.back')} />}
      filters={<ReportFilters form={form} params={params} words={words} />}
    >
      {!params.valid && (
        <Alert severity="warning" role="alert">
          {t('errors.range')}
        </Alert>
      )}
      <Stack spacing={3}>
        <ReportChartSection
          type={type}
          words={words}
          filter={params.filter}
          bucket={params.bucket}
          onBucket={params.setBucket}
          enabled={params.valid}
        />
        <ReportRows type={type} words={words} params={params} />
      </Stack>
    </ListPage>
  );
}
