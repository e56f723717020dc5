import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useUnsubscribe } from './notificationsApi.ts';
import { useKindLabel } from './useKindLabel.ts';

/**
 * Where a mail's unsubscribe link lands, without signing in. It asks before it changes anything:
 * mail scanners open links, and only a person presses the button.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.unsubscribe.title'));
  const localized = useLocalizedPath();
  const kindLabel = useKindLabel();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: 4, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notifications.unsubscribe.title')}
      </Typography>
      {unsubscribe.isSuccess ? (
        <Alert severity="success" role="status">
          {t(
            unsubscribe.data.delivery === 'inApp'
              ? 'notifications.unsubscribe.doneBellStays'
              : 'notifications.unsubscribe.done',
            { kind: kindLabel(unsubscribe.data.kind) },
          )}
        </Alert>
      ) : token === '' || unsubscribe.isError ? (
        <Alert severity="error" role="alert">
          {t('notifications.unsubscribe.invalid')}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('notifications.unsubscribe.explain')}</Typography>
          <SpinnerButton
            variant="contained"
            spinning={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {t('notifications.unsubscribe.confirm')}
          </SpinnerButton>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={localized('/user/profile')}>
          {t('notifications.unsubscribe.allSettings')}
        </Link>
      </Typography>
    </Box>
  );
}
