import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAcceptInvitation } from './familyApi.ts';

/** The link of the agency's mail: one button links this account to the person's care. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('family');
  usePageTitle(t('accept.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  const send = () =>
    accept.mutate(token, {
      onSuccess: ({ patientId }) => {
        void navigate(localized(`/user/my-care/patients/${patientId}`));
      },
    });
  const gone = accept.error instanceof ApiError && accept.error.code === 'not_found';
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h3" component="h1">
        {t('accept.title')}
      </Typography>
      <Typography>{t('accept.intro')}</Typography>
      {accept.isError && (
        <Alert severity="error">{gone ? t('accept.gone') : t('accept.failed')}</Alert>
      )}
      {token === '' ? (
        <Alert severity="warning">{t('accept.noToken')}</Alert>
      ) : (
        <SpinnerButton variant="contained" size="large" spinning={accept.isPending} onClick={send}>
          {t('accept.button')}
        </SpinnerButton>
      )}
    </Stack>
  );
}
