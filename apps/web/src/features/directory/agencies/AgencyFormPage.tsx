import { type Agency, Role } from '@hearth/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MessagePage } from '../../../app/errors/MessagePage.tsx';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { BackToList } from '../../../components/BackToList.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { RecordFrame } from '../shared/RecordFrame.tsx';
import type { SavedNotice } from '../shared/savedNotice.ts';
import { AgencyForm } from './AgencyForm.tsx';
import { useAgency } from './agenciesApi.ts';

function useOpenAgency() {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (agency: Agency, notice?: string) =>
    navigate(localized(`/user/agencies/${agency.id}`), {
      state: notice === undefined ? null : ({ notice } satisfies SavedNotice),
    });
}

/** Adding an agency: administrators only (the server refuses anyone else as well). */
export function NewAgencyPage() {
  const { t } = useTranslation('directory');
  const forbidden = useTranslation('identity').t;
  const { data: details } = useAuthDetails();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const open = useOpenAgency();
  usePageTitle(t('agencyForm.addTitle'));
  if (details?.user.role !== Role.admin) {
    return (
      <MessagePage title={forbidden('forbidden.title')} message={forbidden('forbidden.message')} />
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <BackToList path="/user/agencies" label={t('agency.back')} />
      <Typography variant="h4" component="h1">
        {t('agencyForm.addTitle')}
      </Typography>
      <AgencyForm
        agency={null}
        onSaved={(agency) => void open(agency, t('agencyForm.created', { name: agency.name }))}
        onCancel={() => void navigate(localized('/user/agencies'))}
      />
    </Stack>
  );
}

/** Changing an agency's profile: admins, and the agency's own owner. */
export function EditAgencyPage() {
  const { t } = useTranslation('directory');
  const forbidden = useTranslation('identity').t;
  const open = useOpenAgency();
  const id = Number(useParams().agencyId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useAgency(valid ? id : 0, valid);
  return (
    <RecordFrame
      query={query}
      listPath="/user/agencies"
      backLabel={t('agency.back')}
      titles={{
        loading: t('agencyForm.editTitle'),
        notFound: t('agency.notFound.title'),
        notFoundMessage: t('agency.notFound.message'),
      }}
      titleOf={(agency) => t('agencyForm.editNamed', { name: agency.name })}
      notFound={!valid}
    >
      {(agency) =>
        agency.can.edit ? (
          <>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {t('agencyForm.editNamed', { name: agency.name })}
            </Typography>
            <AgencyForm
              agency={agency}
              onSaved={(saved) => void open(saved, t('form.savedNotice'))}
              onCancel={() => void open(agency)}
            />
          </>
        ) : (
          <MessagePage
            title={forbidden('forbidden.title')}
            message={forbidden('forbidden.message')}
          />
        )
      }
    </RecordFrame>
  );
}
