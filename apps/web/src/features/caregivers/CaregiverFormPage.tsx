import { Role } from '@hearth/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { BackToCaregivers, CaregiverNotFound, useCaregiverId } from './CaregiverDetailPage.tsx';
import { CaregiverForm } from './CaregiverForm.tsx';
import { CaregiverPhotoField } from './CaregiverPhotoField.tsx';
import { fullName } from './caregiverColumns.tsx';
import { useCaregiver } from './caregiversApi.ts';
import { emptyCaregiver, toFormValues } from './formValues.ts';

/** Adding a caregiver: they start as pending, and the detail page opens on them. */
export function NewCaregiverPage() {
  const { t } = useTranslation('caregivers');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { data: details } = useAuthDetails();
  usePageTitle(t('form.titleNew'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <BackToCaregivers />
      <Typography variant="h4" component="h1">
        {t('form.titleNew')}
      </Typography>
      <CaregiverForm
        caregiver={null}
        defaultValues={emptyCaregiver}
        asksAgency={details?.user.role === Role.admin}
        cancelTo={localized('/user/caregivers')}
        onSaved={(created) => void navigate(localized(`/user/caregivers/${created.id}`))}
      />
    </Stack>
  );
}

/** Changing a caregiver's profile; status and documents are changed on the detail page. */
export function EditCaregiverPage() {
  const { t } = useTranslation('caregivers');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const id = useCaregiverId();
  const query = useCaregiver(id ?? 0, id !== null);
  const title = query.data
    ? t('form.titleEdit', { name: fullName(query.data) })
    : t('detail.title');
  usePageTitle(title);

  if (id === null || (query.error instanceof ApiError && query.error.code === 'not_found')) {
    return <CaregiverNotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const detailPath = localized(`/user/caregivers/${id}`);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <BackToCaregivers />
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <CaregiverPhotoField caregiver={query.data} />
      <CaregiverForm
        caregiver={query.data}
        defaultValues={toFormValues(query.data)}
        asksAgency={false}
        cancelTo={detailPath}
        onSaved={() => void navigate(detailPath)}
      />
    </Stack>
  );
}
