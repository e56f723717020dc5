import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppInfo } from '../../api/system.ts';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';
import { useLocalizedPath } from '../i18n/useLocale.ts';

export function AppFooter() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const supportEmail = appInfo?.supportEmail;
  const localized = useLocalizedPath();

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}
      >
        <LanguageSwitcher />
        {/* Agencies, partners and providers deciding whether to join find the plans here. */}
        <Link component={RouterLink} to={localized('/pricing')} variant="body2">
          {t('footer.pricing')}
        </Link>
        {supportEmail && (
          <Typography variant="body2">
            {t('footer.supportPrompt')} <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </Typography>
        )}
        {appInfo && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            {t('footer.version', { version: appInfo.version })}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
