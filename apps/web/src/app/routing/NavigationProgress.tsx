import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A bar along the top of the window while the next page's code arrives (the current page stays
 * meanwhile); laid over the page, so nothing moves when it comes and goes.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') {
    return null;
  }
  return (
    <LinearProgress
      aria-label={t('app.loadingPage')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    />
  );
}
