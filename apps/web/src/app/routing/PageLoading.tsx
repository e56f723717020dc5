import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * Where the opened page goes while its code arrives: a spinner holding the page's room, so the
 * footer does not jump when the page comes in.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '70vh', display: 'flex', justifyContent: 'center', pt: 6 }}>
      <CircularProgress aria-label={t('app.loadingPage')} />
    </Box>
  );
}
