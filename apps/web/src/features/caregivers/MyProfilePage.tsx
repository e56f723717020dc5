import type { OwnCaregiverProfile } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SectionColumns } from '../../components/SectionColumns.tsx';
import { useOwnProfiles } from './caregiversApi.ts';
import { DocumentList } from './DocumentList.tsx';
import { OwnHoursForm } from './OwnHoursForm.tsx';

/**
 * A caregiver's own profile at each agency they work for: their documents with what needs
 * renewing (kept by the agency, so read-only here), and the languages and weekly hours they keep
 * themselves.
 */
export function MyProfilePage() {
  const { t } = useTranslation('caregivers');
  usePageTitle(t('mine.title'));
  const profiles = useOwnProfiles();

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('mine.title')}
      </Typography>
      {profiles.isPending ? (
        <ListLoading label={t('mine.loading')} />
      ) : profiles.isError ? (
        <ListError message={profiles.error.message} onRetry={() => void profiles.refetch()} />
      ) : profiles.data.length === 0 ? (
        <Typography>{t('mine.none')}</Typography>
      ) : (
        profiles.data.map((profile) => <OwnProfile key={profile.id} profile={profile} />)
      )}
    </Stack>
  );
}

function OwnProfile({ profile }: { profile: OwnCaregiverProfile }) {
  const { t } = useTranslation('caregivers');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('mine.atAgency', { agency: profile.agency.name })}
      </Typography>
      <SectionColumns>
        <SectionCard title={t('mine.hoursTitle')}>
          <OwnHoursForm profile={profile} />
        </SectionCard>
        <SectionCard title={t('detail.sections.documents')}>
          <Stack spacing={2}>
            <Alert severity="info">{t('mine.askAgency', { agency: profile.agency.name })}</Alert>
            <DocumentList documents={profile.documents} />
          </Stack>
        </SectionCard>
      </SectionColumns>
    </Stack>
  );
}
