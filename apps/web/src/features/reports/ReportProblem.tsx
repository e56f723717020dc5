import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';

// The server names why a report cannot answer with these words, translated here (and only here).
const REPORT_REFUSALS = ['reportNotAvailable', 'reportNotForYou'] as const;
type ReportRefusal = (typeof REPORT_REFUSALS)[number];
const isRefusal = (message: string): message is ReportRefusal =>
  (REPORT_REFUSALS as readonly string[]).includes(message);

export type ReportProblemProps = { error: Error; onRetry: () => void };

/** Why a report's call failed and what to do: another report, or try again. */
export function ReportProblem({ error, onRetry }: ReportProblemProps) {
  const { t } = useTranslation('reports');
  const localized = useLocalizedPath();
  if (isRefusal(error.message)) {
    return (
      <Alert
        severity="info"
        role="alert"
        action={
          <Link component={RouterLink} to={localized('/user/reports')} color="inherit">
            {t('page.back')}
          </Link>
        }
      >
        {t(`errors.${error.message}`)}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {t('errors.other', { message: error.message })}
    </Alert>
  );
}
