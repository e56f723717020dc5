import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useHub, useHubIdParam } from '../hubs/index.ts';
import { useAuthDetails } from '../identity/index.ts';
import { isNotFound } from '../patients/index.ts';
import { NotesTimeline } from './NotesTimeline.tsx';
import { writesHubNotes } from './noteWriters.ts';

/** The notes of one cluster of a hub. */
export function ClusterNotesPage() {
  const { t } = useTranslation('notes');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const hubId = useHubIdParam();
  const clusterId = Number(useParams().clusterId);
  const query = useHub(hubId ?? 0, hubId !== null);
  const cluster = query.data?.clusters.find((candidate) => candidate.id === clusterId);
  const title = cluster ? t('page.clusterTitle', { name: cluster.name }) : t('page.title');
  usePageTitle(title);

  if (query.isPending && hubId !== null) {
    return <ListLoading label={t('page.loading')} />;
  }
  if (query.isError && !isNotFound(query.error)) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const hub = query.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Button
          component={RouterLink}
          to={localized(hub ? `/user/shared-living/hubs/${hub.id}` : '/user/shared-living/hubs')}
          startIcon={<ArrowBackIcon />}
        >
          {hub ? t('page.backToHub', { name: hub.name }) : t('page.backToHubs')}
        </Button>
      </Box>
      {hub === undefined || cluster === undefined ? (
        <Alert severity="warning" role="alert">
          {t('page.clusterNotFound')}
        </Alert>
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <NotesTimeline
            owner={{ kind: 'cluster', hubId: hub.id, clusterId: cluster.id }}
            canWrite={writesHubNotes(details, hub)}
          />
        </>
      )}
    </Stack>
  );
}
