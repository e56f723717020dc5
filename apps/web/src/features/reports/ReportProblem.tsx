import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';

// The server's codes for why a report cannot answer; its message says so in the page's language.
const REPORT_REFUSALS: readonly string[] = ['report_not_available', 'report_not_for_you'];
const isRefusal = (error: Error) =>
  error instanceof ApiError &&
  error.messageCode !== undefined &&
  REPORT_REFUSALS.includes(error.messageCode);

export type ReportProblemProps = { error: Error; onRetry: () => void };

/** Why a report's call failed and what to do: another report, or try again. */
export function ReportProblem({ error, onRetry }: ReportProblemProps) {
  const { t } = useTranslation('reports');
  const localized = useLocalizedPath();
  if (isRefusal(error)) {
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
        {error.message}
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
