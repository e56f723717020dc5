import { type HostLeadCreated, LeadLocation, SearchType } from '@hearth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { HostSignUpForm } from './HostSignUpForm.tsx';
import { HostSignUpThanks } from './HostSignUpThanks.tsx';

/** The address parameter the shared-living search's invitation adds: the lead came from there. */
export const FROM_LANDING = { from: 'landing' } as const;

/** `/{locale}/shared-living/become-a-host`: anyone offers to host, without an account. */
export function BecomeHostPage() {
  const { t } = useTranslation('hostLeads');
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<HostLeadCreated | null>(null);
  usePageMeta(t('signUp.title'), t('signUp.description'));
  const fromLanding = searchParams.get('from') === FROM_LANDING.from;
  const location = fromLanding ? LeadLocation.landing : LeadLocation.hostSignUp;

  return (
    <Stack spacing={3} sx={{ maxWidth: 800, minWidth: 0 }}>
      <Box>
        <Button
          component={RouterLink}
          to={localized(`/${SearchType.sharedLiving}`)}
          startIcon={<ArrowBackIcon />}
        >
          {t('signUp.backToSearch')}
        </Button>
      </Box>
      {created === null ? (
        <>
          <Typography variant="h4" component="h1">
            {t('signUp.title')}
          </Typography>
          <Typography>{fromLanding ? t('signUp.fromLanding') : t('signUp.intro')}</Typography>
          <HostSignUpForm location={location} onSent={setCreated} />
        </>
      ) : (
        <HostSignUpThanks created={created} />
      )}
    </Stack>
  );
}
