import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../api/system.ts';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';

export function AppFooter() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const supportEmail = appInfo?.supportEmail;

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}
      >
        <LanguageSwitcher />
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
