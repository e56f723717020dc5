import { Role } from '@hearth/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useAuthDetails } from '../identity/index.ts';
import { NotificationPreferences } from '../notifications/index.ts';
import { AccessTokens } from './AccessTokens.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PreferredLocaleForm } from './PreferredLocaleForm.tsx';

/** Who I am here, my password, where my notifications reach me and my API tokens. The signed-in area guarantees a person. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('profile.title'));
  const label = useLabel();
  const detailsHeadingId = useId();
  const { data: details } = useAuthDetails();
  if (!details) {
    return null;
  }
  const { user, permissions } = details;
  const facts: [string, string][] = [
    [t('profile.name'), user.name],
    [t('profile.email'), user.email],
    [t('profile.role'), label(Role.labelKey(user.role))],
  ];

  return (
    <Stack spacing={4} divider={<Divider />}>
      <Stack spacing={3}>
        <Typography variant="h3" component="h1">
          {t('profile.title')}
        </Typography>
        <Box component="section" aria-labelledby={detailsHeadingId}>
          <Typography variant="h5" component="h2" id={detailsHeadingId} gutterBottom>
            {t('profile.details')}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1 },
              m: 0,
            }}
          >
            {facts.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {term}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('profile.detailsHint')}
          </Typography>
        </Box>
      </Stack>
      <PreferredLocaleForm saved={user.preferredLocale} />
      <ChangePasswordForm />
      <NotificationPreferences />
      {permissions.manageTokens && <AccessTokens />}
    </Stack>
  );
}
