import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { RecordFrame } from '../shared/RecordFrame.tsx';
import { RecordHeader } from '../shared/RecordHeader.tsx';
import { useSavedNotice } from '../shared/savedNotice.ts';
import { AgencyProfile } from './AgencyProfile.tsx';
import { useAgency } from './agenciesApi.ts';
import { StaffSection } from './StaffSection.tsx';
import { StandingChip } from './StandingChip.tsx';
import { StandingSection } from './StandingSection.tsx';

/** One agency: its profile, its standing and history, and its people, as far as one may see. */
export function AgencyDetailPage() {
  const { t } = useTranslation('directory');
  const localized = useLocalizedPath();
  const id = Number(useParams().agencyId);
  const valid = Number.isInteger(id) && id > 0;
  // An id that is no number asks the server nothing; it is simply not found.
  const query = useAgency(valid ? id : 0, valid);
  const [notice, setNotice] = useSavedNotice();

  return (
    <RecordFrame
      query={query}
      listPath="/user/agencies"
      backLabel={t('agency.back')}
      titles={{
        loading: t('agency.title'),
        notFound: t('agency.notFound.title'),
        notFoundMessage: t('agency.notFound.message'),
      }}
      titleOf={(agency) => agency.name}
      notFound={!valid}
    >
      {(agency) => (
        <>
          <RecordHeader
            title={agency.name}
            badge={agency.standing !== null && <StandingChip standing={agency.standing} />}
            actions={
              agency.can.edit && (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={localized(`/user/agencies/${agency.id}/edit`)}
                  startIcon={<EditIcon />}
                >
                  {t('agency.edit')}
                </Button>
              )
            }
          />
          {notice && (
            <Alert severity="success" role="status" onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          <AgencyProfile agency={agency} />
          {agency.standing !== null && (
            <StandingSection
              agency={{ ...agency, standing: agency.standing }}
              onChanged={setNotice}
            />
          )}
          {agency.can.viewStaff && <StaffSection agencyId={agency.id} />}
        </>
      )}
    </RecordFrame>
  );
}
