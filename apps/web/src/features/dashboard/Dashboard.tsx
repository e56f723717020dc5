import { type AuthDetails, Role, STATISTICS_TILES, type StatisticsTileKey } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { FamilyDashboard } from '../family/index.ts';
import { ownAgencyId } from '../identity/index.ts';
import { CaregiverDay } from './CaregiverDay.tsx';
import { type DashboardScope, dashboardScope } from './dashboardScope.ts';
import { PendingTileCard, StatisticsTileCard } from './StatisticsTileCard.tsx';
import { useStatistics } from './statisticsApi.ts';

export type DashboardProps = { details: AuthDetails };

/** The figures of the signed-in person's scope at a glance, above the shortcuts of the home. */
export function Dashboard({ details }: DashboardProps) {
  const scope = dashboardScope(details);
  if (scope === null) {
    // A caregiver's own day, a family's My care at a glance; providers keep their shortcuts.
    if (details.user.role === Role.caregiver) {
      return <CaregiverDay />;
    }
    return details.user.role === Role.user ? <FamilyDashboard /> : null;
  }
  return <ScopeDashboard scope={scope} details={details} />;
}

function ScopeDashboard({ scope, details }: { scope: DashboardScope } & DashboardProps) {
  const { t } = useTranslation('dashboard');
  const statistics = useStatistics(scope === 'agency' ? ownAgencyId(details) : null);

  return (
    <section aria-labelledby="dashboard-heading">
      <Typography variant="h5" component="h2" id="dashboard-heading" gutterBottom>
        {t(`heading.${scope}`)}
      </Typography>
      {statistics.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void statistics.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')}
        </Alert>
      )}
      {statistics.isPending && (
        <Box component="p" role="status" sx={visuallyHidden}>
          {t('loading')}
        </Box>
      )}
      {(statistics.isPending || statistics.data !== undefined) && (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-busy={statistics.isPending}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {statistics.data === undefined
            ? STATISTICS_TILES[scope].map((key: StatisticsTileKey) => (
                <TileCell key={key}>
                  <PendingTileCard tileKey={key} />
                </TileCell>
              ))
            : statistics.data.map((tile) => (
                <TileCell key={tile.key}>
                  <StatisticsTileCard tile={tile} />
                </TileCell>
              ))}
        </Grid>
      )}
    </section>
  );
}

function TileCell({ children }: { children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
      {children}
    </Grid>
  );
}
