import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubTab } from '../useHubTab.ts';
import { ClusterDialog } from './ClusterDialog.tsx';
import { ClusterSection } from './ClusterSection.tsx';

/** The hub's clusters and their homes; those who run the hub add and change them here. */
export function HubOverviewTab() {
  const { t } = useTranslation('hubs');
  const { hub } = useHubTab();
  const canManage = hub.myRelation.manages;
  const [adding, setAdding] = useState(false);

  return (
    <Stack spacing={3}>
      {canManage && (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('cluster.add')}
          </Button>
        </Box>
      )}
      {hub.clusters.length === 0 && (
        <Alert severity="info">{t(canManage ? 'cluster.noneYet' : 'cluster.none')}</Alert>
      )}
      {hub.clusters.map((cluster) => (
        <ClusterSection key={cluster.id} hubId={hub.id} cluster={cluster} canManage={canManage} />
      ))}
      {adding && <ClusterDialog hubId={hub.id} cluster={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
