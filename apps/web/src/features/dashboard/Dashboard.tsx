import { type AuthDetails, Role } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ownAgencyId } from '../identity/index.ts';
import { CaregiverDay } from './CaregiverDay.tsx';
import { type DashboardScope, dashboardScope } from './dashboardScope.ts';
import { StatisticsTileCard } from './StatisticsTileCard.tsx';
import { useStatistics } from './statisticsApi.ts';
import { useLiveAttendance } from './useLiveAttendance.ts';

export type DashboardProps = { details: AuthDetails };

/** The figures of the signed-in person's scope at a glance, above the shortcuts of the home. */
export function Dashboard({ details }: DashboardProps) {
  const scope = dashboardScope(details);
  if (scope === null) {
    // A caregiver's own day; families and providers keep their shortcuts (their portal: issue 23).
    return details.user.role === Role.caregiver ? <CaregiverDay /> : null;
  }
  return <ScopeDashboard scope={scope} details={details} />;
}

function ScopeDashboard({ scope, details }: { scope: DashboardScope } & DashboardProps) {
  const { t } = useTranslation('dashboard');
  const statistics = useStatistics();
  useLiveAttendance(scope === 'agency' ? ownAgencyId(details) : null);

  return (
    <section aria-labelledby="dashboard-heading">
      <Typography variant="h5" component="h2" id="dashboard-heading" gutterBottom>
        {t(`heading.${scope}`)}
      </Typography>
      {statistics.isPending && <CircularProgress aria-label={t('loading')} />}
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
      {statistics.data !== undefined && (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {statistics.data.map((tile) => (
            <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              <StatisticsTileCard tile={tile} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}
