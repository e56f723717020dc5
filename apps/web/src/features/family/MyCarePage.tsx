import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useMyCarePatients } from './familyApi.ts';
import { PatientLinks } from './PatientLinks.tsx';
import { QueryState } from './QueryState.tsx';
import { RequestsCard } from './RequestList.tsx';
import { useFamilyLive } from './useFamilyLive.ts';

/** The family's portal: the people they follow, and the care they asked for. */
export function MyCarePage() {
  const { t } = useTranslation('family');
  usePageTitle(t('title'));
  useFamilyLive();
  const patients = useMyCarePatients();
  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        {t('title')}
      </Typography>
      <Typography>{t('intro')}</Typography>
      <SectionCard title={t('patients.title')}>
        <QueryState query={patients} label={t('patients.title')}>
          {(rows) => <PatientLinks patients={rows} />}
        </QueryState>
      </SectionCard>
      <RequestsCard />
    </Stack>
  );
}
