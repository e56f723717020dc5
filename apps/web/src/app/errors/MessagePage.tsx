import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../i18n/useLocale.ts';
import { usePageTitle } from '../usePageTitle.ts';

export type MessagePageProps = {
  title: string;
  message: string;
  /** What to do about it, offered before the way home. */
  action?: ReactNode;
};

/** A page that only explains what happened and offers the way back home. */
export function MessagePage({ title, message, action }: MessagePageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  usePageTitle(title);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, py: { xs: 2, md: 6 } }}>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Typography>{message}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {action}
        <Button
          component={RouterLink}
          to={localized('/')}
          variant={action === undefined ? 'contained' : 'outlined'}
        >
          {t('app.goHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
