import type { ReferralDetail } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { detailsEditable, LoadedReferral } from './LoadedReferral.tsx';
import { ReferralForm } from './ReferralForm.tsx';
import { useUpdateReferral } from './referralsApi.ts';

const orBlank = (value: string | null) => value ?? '';

/** Correcting a referral's details with the form it was made with, filled in. */
export function ReferralEditPage() {
  const { t } = useTranslation('referrals');
  return (
    <LoadedReferral title={() => t('edit.title')}>
      {(referral) => <EditReferral referral={referral} />}
    </LoadedReferral>
  );
}

function EditReferral({ referral }: { referral: ReferralDetail }) {
  const { t } = useTranslation('referrals');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const update = useUpdateReferral(referral.id);
  const page = `/user/shared-living/referrals/${referral.id}`;
  const editable = detailsEditable(referral);

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <BackToList path={page} label={t('edit.back')} />
      <Typography variant="h4" component="h1">
        {t('edit.title')}
      </Typography>
      {editable ? (
        <ReferralForm
          saved={referral}
          defaults={{
            hubId: referral.hub.id,
            partnerId: referral.partner?.id ?? null,
            careCoordinatorId: referral.careCoordinator?.id ?? null,
            firstName: referral.firstName,
            lastName: referral.lastName,
            dateOfBirth: orBlank(referral.dateOfBirth),
            phone: orBlank(referral.phone),
            needs: orBlank(referral.needs),
            hospitalAdmittedOn: orBlank(referral.milestones.hospitalAdmittedOn),
            hospitalDischargeOn: orBlank(referral.milestones.hospitalDischargeOn),
          }}
          submitLabel={t('edit.save')}
          pending={update.isPending}
          onSave={(values, refused) =>
            update.mutate(values, {
              onSuccess: () => void navigate(localized(page)),
              onError: refused,
            })
          }
          onCancel={() => void navigate(localized(page))}
        />
      ) : (
        <Alert severity="info" role="status">
          {t('edit.notNow')}
        </Alert>
      )}
    </Stack>
  );
}
