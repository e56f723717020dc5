import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../i18n/useLocale.ts';
import { usePageTitle } from '../usePageTitle.ts';

export type MessagePageProps = { title: string; message: string };

/** A page that only explains what happened and offers the way back home. */
export function MessagePage({ title, message }: MessagePageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  usePageTitle(title);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, py: { xs: 2, md: 6 } }}>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Typography>{message}</Typography>
      <Box>
        <Button component={RouterLink} to={localized('/')} variant="contained">
          {t('app.goHome')}
        </Button>
      </Box>
    </Stack>
  );
}
