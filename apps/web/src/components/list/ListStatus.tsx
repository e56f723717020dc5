import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export type ListLoadingProps = { label: string };

export function ListLoading({ label }: ListLoadingProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export type ListErrorProps = { message: string; onRetry: () => void };

/** The server's own message, and the one thing the person can do about it here. */
export function ListError({ message, onRetry }: ListErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    >
      {t('list.loadFailed', { message })}
    </Alert>
  );
}

export type ListEmptyProps = {
  message: string;
  /** Set when filters are active: the quickest way out of an empty result is to drop them. */
  onClearFilters?: (() => void) | undefined;
  /** Set when an old link asks for a page past the end. */
  onFirstPage?: (() => void) | undefined;
};

export function ListEmpty({ message, onClearFilters, onFirstPage }: ListEmptyProps) {
  const { t } = useTranslation('common');
  const action = onFirstPage ? (
    <Button color="inherit" size="small" onClick={onFirstPage}>
      {t('list.firstPage')}
    </Button>
  ) : onClearFilters ? (
    <Button color="inherit" size="small" onClick={onClearFilters}>
      {t('list.clearFilters')}
    </Button>
  ) : undefined;
  return (
    <Alert severity="info" role="status" action={action}>
      {onFirstPage ? t('list.pastTheEnd') : message}
    </Alert>
  );
}
