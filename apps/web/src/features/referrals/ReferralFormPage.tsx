import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { ReferralForm } from './ReferralForm.tsx';
import { useCreateReferral } from './referralsApi.ts';

const BOARD = '/user/shared-living/referrals';

/** Referring a person to a hub: who they are, what they need, and their hospital stay. */
export function ReferralFormPage() {
  const { t } = useTranslation('referrals');
  usePageTitle(t('form.title'));
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const presetHub = Number(params.get('hubId'));
  const create = useCreateReferral();

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <BackToList path={BOARD} label={t('detail.back')} />
      <Typography variant="h4" component="h1">
        {t('form.title')}
      </Typography>
      <ReferralForm
        defaults={{
          hubId: Number.isInteger(presetHub) && presetHub > 0 ? presetHub : undefined,
          partnerId: null,
          careCoordinatorId: null,
          firstName: '',
          lastName: '',
          dateOfBirth: '',
          phone: '',
          needs: '',
          hospitalAdmittedOn: '',
          hospitalDischargeOn: '',
        }}
        submitLabel={t('form.submit')}
        pending={create.isPending}
        onSave={(values, refused) =>
          create.mutate(values, {
            onSuccess: (referral) => void navigate(localized(`${BOARD}/${referral.id}`)),
            onError: refused,
          })
        }
        onCancel={() => void navigate(localized(BOARD))}
      />
    </Stack>
  );
}
