import type { HubCluster } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotesLink } from '../../../components/NotesLink.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { isHubInsider } from '../permissions.ts';
import { useHubTab } from '../useHubTab.ts';
import { ClusterDialog } from './ClusterDialog.tsx';
import { HomeCard } from './HomeCard.tsx';
import { HomeDialog } from './HomeDialog.tsx';

export type ClusterSectionProps = { hubId: number; cluster: HubCluster; canManage: boolean };

/** A cluster of the hub and its homes, in a grid that is one column on a phone. */
export function ClusterSection({ hubId, cluster, canManage }: ClusterSectionProps) {
  const { t } = useTranslation('hubs');
  const { hub } = useHubTab();
  const [open, setOpen] = useState<'rename' | 'addHome' | null>(null);
  const close = () => setOpen(null);

  return (
    <SectionCard
      title={cluster.name}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {isHubInsider(hub) && (
            <NotesLink
              size="small"
              path={`/user/shared-living/hubs/${hubId}/clusters/${cluster.id}/notes`}
            />
          )}
          {canManage && (
            <>
              <Button size="small" onClick={() => setOpen('rename')}>
                {t('cluster.rename')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => setOpen('addHome')}
              >
                {t('home.add')}
              </Button>
            </>
          )}
        </Stack>
      }
    >
      {cluster.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {cluster.description}
        </Typography>
      )}
      {cluster.homes.length === 0 ? (
        <Typography color="text.secondary">{t('cluster.noHomes')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(auto-fill, minmax(18rem, 1fr))',
            },
          }}
        >
          {cluster.homes.map((home) => (
            <HomeCard key={home.id} home={home} canManage={canManage} />
          ))}
        </Box>
      )}
      {open === 'rename' && <ClusterDialog hubId={hubId} cluster={cluster} onClose={close} />}
      {open === 'addHome' && (
        <HomeDialog target={{ clusterId: cluster.id, clusterName: cluster.name }} onClose={close} />
      )}
    </SectionCard>
  );
}
