import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { SectionColumns } from '../../components/SectionColumns.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { CaregiverProfile } from './CaregiverProfile.tsx';
import { fullName } from './caregiverColumns.tsx';
import { useCaregiver } from './caregiversApi.ts';
import { DocumentsSection } from './DocumentsSection.tsx';
import { canManageCaregivers } from './permissions.ts';
import { AvailabilitySection, CompetenciesSection } from './SkillsAndHours.tsx';
import { StatusSection } from './StatusSection.tsx';

/** Back to the list, filtered as it was when this caregiver was opened from it. */
export function BackToCaregivers() {
  const { t } = useTranslation('caregivers');
  return <BackToList path="/user/caregivers" label={t('detail.back')} />;
}

export function CaregiverNotFound() {
  const { t } = useTranslation('caregivers');
  usePageTitle(t('detail.notFound.title'));
  return (
    <Stack spacing={2}>
      <BackToCaregivers />
      <RecordNotFound title={t('detail.notFound.title')} message={t('detail.notFound.message')} />
    </Stack>
  );
}

/** The caregiver id in the address, or null when it is no id at all. */
export function useCaregiverId(): number | null {
  const { caregiverId } = useParams();
  const id = Number(caregiverId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** One caregiver: profile, status with its history, skills, hours and documents. */
export function CaregiverDetailPage() {
  const { t } = useTranslation('caregivers');
  const localized = useLocalizedPath();
  const id = useCaregiverId();
  const { data: details } = useAuthDetails();
  const query = useCaregiver(id ?? 0, id !== null);
  usePageTitle(query.data ? fullName(query.data) : t('detail.title'));

  if (id === null || (query.error instanceof ApiError && query.error.code === 'not_found')) {
    return <CaregiverNotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const caregiver = query.data;
  const canManage = details !== undefined && details !== null && canManageCaregivers(details);

  return (
    <Stack spacing={3}>
      <BackToCaregivers />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {fullName(caregiver)}
        </Typography>
        {canManage && (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={localized(`/user/caregivers/${caregiver.id}/edit`)}
          >
            {t('detail.edit')}
          </Button>
        )}
      </Stack>
      <SectionColumns>
        <CaregiverProfile caregiver={caregiver} />
        <StatusSection caregiver={caregiver} canManage={canManage} />
        <CompetenciesSection caregiver={caregiver} />
        <AvailabilitySection caregiver={caregiver} />
      </SectionColumns>
      <DocumentsSection caregiverId={caregiver.id} canManage={canManage} />
    </Stack>
  );
}
