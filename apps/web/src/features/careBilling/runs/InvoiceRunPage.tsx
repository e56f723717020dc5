import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useInvoiceRun } from './invoiceRunsApi.ts';
import { RunDrafts } from './RunDrafts.tsx';
import { RunExceptions } from './RunExceptions.tsx';
import { useRunText } from './useRunText.ts';

const percentOf = (done: number, total: number) => (total === 0 ? 0 : (done * 100) / total);

/** One run: its progress while it works, then its preview and the visits it could not bill. */
export function InvoiceRunPage() {
  const { t } = useTranslation('invoiceRuns');
  usePageTitle(t('run.title'));
  const localized = useLocalizedPath();
  const text = useRunText();
  const runId = Number(useParams().runId);
  const { data: run, isPending, isError, error, refetch } = useInvoiceRun(runId);

  if (isPending) {
    return <ListLoading label={t('run.loading')} />;
  }
  if (isError) {
    return <ListError message={error.message} onRetry={() => void refetch()} />;
  }
  const working = run.status === 'queued' || run.status === 'running';

  return (
    <Stack spacing={3}>
      <Box>
        <Link component={RouterLink} to={localized('/user/invoice-runs')}>
          {t('run.back')}
        </Link>
        <Typography variant="h4" component="h1">
          {t('run.heading', { period: text.period(run.periodStart, run.periodEnd) })}
        </Typography>
      </Box>
      <SectionCard title={t('run.progress')}>
        {/* Polite: the status is told as it changes without taking the reader away. */}
        <Stack spacing={1} role="status" aria-live="polite">
          <Typography data-run-status={run.status}>{text.status(run.status)}</Typography>
          {working && (
            <>
              <LinearProgress
                variant={run.totalVisits === 0 ? 'indeterminate' : 'determinate'}
                value={percentOf(run.processedVisits, run.totalVisits)}
                aria-label={t('run.progress')}
              />
              <Typography variant="body2">
                {t('run.processed', { done: run.processedVisits, total: run.totalVisits })}
              </Typography>
            </>
          )}
          {run.status === 'finished' && (
            <Typography variant="body2">{t('run.looked', { count: run.totalVisits })}</Typography>
          )}
        </Stack>
        {run.status === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('run.failed')}
          </Alert>
        )}
      </SectionCard>
      {run.status === 'finished' && (
        <>
          <RunDrafts run={run} />
          <RunExceptions run={run} />
        </>
      )}
    </Stack>
  );
}
