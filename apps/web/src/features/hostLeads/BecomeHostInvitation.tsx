import { SearchType } from '@hearth/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { FROM_LANDING } from './BecomeHostPage.tsx';

/** A small invitation on the shared-living search; the sign-up it opens records the landing page. */
export function BecomeHostInvitation() {
  const { t } = useTranslation('hostLeads');
  const localized = useLocalizedPath();
  const titleId = useId();
  const query = new URLSearchParams(FROM_LANDING).toString();
  return (
    <Paper component="aside" variant="outlined" aria-labelledby={titleId} sx={{ p: 1.5, mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {t('invitation.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('invitation.text')}
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={`${localized(`/${SearchType.sharedLiving}/become-a-host`)}?${query}`}
          variant="outlined"
          size="small"
          sx={{ flexShrink: 0 }}
        >
          {t('invitation.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
