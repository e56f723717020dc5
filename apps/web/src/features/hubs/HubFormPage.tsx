import { type HubDetail, Role } from '@hearth/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { isNotFound } from '../patients/index.ts';
import { HubForm } from './HubForm.tsx';
import { useHub } from './hubsApi.ts';
import { foundsHubs } from './permissions.ts';
import { useHubIdParam } from './useHubIdParam.ts';

function Forbidden() {
  const { t } = useTranslation('identity');
  return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
}

function useOpenHub() {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (hub: HubDetail) => navigate(localized(`/user/shared-living/hubs/${hub.id}`));
}

/** Founding a hub: administrators for any operator, agency and partner owners for their own. */
export function NewHubPage() {
  const { t } = useTranslation('hubs');
  const { data: details } = useAuthDetails();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const open = useOpenHub();
  usePageTitle(t('form.addTitle'));
  if (!foundsHubs(details?.user.role)) {
    return <Forbidden />;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <BackToList path="/user/shared-living/hubs" label={t('detail.back')} />
      <Typography variant="h4" component="h1">
        {t('form.addTitle')}
      </Typography>
      <HubForm
        hub={null}
        choosesOperator={details?.user.role === Role.admin}
        onSaved={(hub) => void open(hub)}
        onCancel={() => void navigate(localized('/user/shared-living/hubs'))}
      />
    </Stack>
  );
}

/** Changing a hub's name, description, city and contact: those who run it. */
export function EditHubPage() {
  const { t } = useTranslation('hubs');
  const id = useHubIdParam();
  const query = useHub(id ?? 0, id !== null);
  const open = useOpenHub();
  usePageTitle(t('form.editTitle', { name: query.data?.name ?? '' }));

  if (id === null || isNotFound(query.error)) {
    return (
      <RecordNotFound title={t('detail.notFound.title')} message={t('detail.notFound.message')} />
    );
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const hub = query.data;
  if (!hub.myRelation.manages) {
    return <Forbidden />;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <BackToList path={`/user/shared-living/hubs/${hub.id}`} label={t('form.backToHub')} />
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('form.editTitle', { name: hub.name })}
      </Typography>
      <HubForm
        hub={hub}
        choosesOperator={false}
        onSaved={(saved) => void open(saved)}
        onCancel={() => void open(hub)}
      />
    </Stack>
  );
}
