import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessTokenList } from './AccessTokenList.tsx';
import { CreateAccessTokenForm } from './CreateAccessTokenForm.tsx';

/** Personal access tokens: how scripts and other apps call the API as this person. */
export function AccessTokens() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const createHeadingId = useId();
  const listHeadingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h5" component="h2" id={headingId}>
            {t('tokens.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            {t('tokens.intro')}
          </Typography>
        </Stack>
        <Stack component="section" spacing={2} aria-labelledby={createHeadingId}>
          <Typography variant="h6" component="h3" id={createHeadingId}>
            {t('tokens.createHeading')}
          </Typography>
          <CreateAccessTokenForm />
        </Stack>
        <Stack component="section" spacing={2} aria-labelledby={listHeadingId}>
          <Typography variant="h6" component="h3" id={listHeadingId}>
            {t('tokens.listHeading')}
          </Typography>
          <AccessTokenList />
        </Stack>
      </Stack>
    </Box>
  );
}
