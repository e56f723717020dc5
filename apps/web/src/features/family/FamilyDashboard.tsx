import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { DASHBOARD_VISITS, useFamilyVisits, useMyCarePatients } from './familyApi.ts';
import { personName } from './PatientLinks.tsx';
import { QueryState } from './QueryState.tsx';
import { RequestsCard } from './RequestList.tsx';
import { useFamilyLive } from './useFamilyLive.ts';
import { VisitList } from './VisitList.tsx';

/** A family's home: the next visits of each person they follow, and their requests for care. */
export function FamilyDashboard() {
  const { t } = useTranslation('family');
  const localized = useLocalizedPath();
  useFamilyLive();
  const patients = useMyCarePatients();
  return (
    <Stack component="section" spacing={3} aria-labelledby="family-dashboard-heading">
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2" id="family-dashboard-heading">
          {t('dashboard.heading')}
        </Typography>
        <Button
          component={RouterLink}
          to={localized('/user/my-care')}
          variant="contained"
          size="large"
        >
          {t('dashboard.open')}
        </Button>
      </Stack>
      <QueryState query={patients} label={t('patients.title')}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('patients.empty')}</Typography>
          ) : (
            rows.map((patient) => (
              <SectionCard
                key={patient.id}
                title={t('dashboard.nextVisits', { name: personName(patient) })}
              >
                <NextVisits patientId={patient.id} />
              </SectionCard>
            ))
          )
        }
      </QueryState>
      <RequestsCard />
    </Stack>
  );
}

function NextVisits({ patientId }: { patientId: number }) {
  const { t } = useTranslation('family');
  const visits = useFamilyVisits(patientId, 'upcoming', DASHBOARD_VISITS);
  return (
    <QueryState query={visits} label={t('visits.upcoming')}>
      {(rows) => <VisitList visits={rows} empty={t('visits.noneUpcoming')} />}
    </QueryState>
  );
}
