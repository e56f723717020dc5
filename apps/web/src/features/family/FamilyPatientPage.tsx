import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useFamilyNotes, useFamilyVisits, useMyCarePatient } from './familyApi.ts';
import { personName } from './PatientLinks.tsx';
import { QueryState } from './QueryState.tsx';
import { useFamilyLive } from './useFamilyLive.ts';
import { VisitList } from './VisitList.tsx';

/** One person the family follows: their visits to come and past, notes for the family, invoices. */
export function FamilyPatientPage() {
  const { t } = useTranslation('family');
  const { patientId } = useParams();
  const id = Number(patientId);
  const valid = Number.isInteger(id) && id > 0;
  const patient = useMyCarePatient(valid ? id : 0, valid);
  useFamilyLive();
  const name = patient.data === undefined ? t('title') : personName(patient.data);
  usePageTitle(name);

  const back = <BackToList path="/user/my-care" label={t('back')} />;
  if (!valid || (patient.error instanceof ApiError && patient.error.code === 'not_found')) {
    return (
      <Stack spacing={3}>
        {back}
        <RecordNotFound title={t('notFound.title')} message={t('notFound.message')} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {back}
      <QueryState query={patient} label={t('title')}>
        {(found) => <PatientSections patientId={found.id} name={personName(found)} />}
      </QueryState>
    </Stack>
  );
}

function PatientSections({ patientId, name }: { patientId: number; name: string }) {
  const { t } = useTranslation('family');
  const localized = useLocalizedPath();
  const upcoming = useFamilyVisits(patientId, 'upcoming');
  const past = useFamilyVisits(patientId, 'past');
  const notes = useFamilyNotes(patientId);
  const when = useDateTimeFormat();
  return (
    <>
      <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <SectionCard title={t('visits.upcoming')}>
        <QueryState query={upcoming} label={t('visits.upcoming')}>
          {(rows) => <VisitList visits={rows} empty={t('visits.noneUpcoming')} />}
        </QueryState>
      </SectionCard>
      <SectionCard title={t('visits.past')}>
        <QueryState query={past} label={t('visits.past')}>
          {(rows) => <VisitList visits={rows} empty={t('visits.nonePast')} />}
        </QueryState>
      </SectionCard>
      <SectionCard title={t('notes.title')}>
        <QueryState query={notes} label={t('notes.title')}>
          {(rows) =>
            rows.length === 0 ? (
              <Typography>{t('notes.empty')}</Typography>
            ) : (
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {rows.map((note) => (
                  <li key={note.id}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {note.title ?? t('notes.untitled')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {when(note.signedAt)}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography>
                  </li>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </SectionCard>
      <SectionCard title={t('messages.title')}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('messages.intro')}</Typography>
          <Button
            component={RouterLink}
            to={localized(`/user/patients/${patientId}/messages`)}
            variant="outlined"
            size="large"
            startIcon={<ForumOutlinedIcon />}
          >
            {t('messages.open')}
          </Button>
        </Stack>
      </SectionCard>
      <SectionCard title={t('invoices.title')}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('invoices.intro')}</Typography>
          <Button
            component={RouterLink}
            to={localized(`/user/invoices?patientId=${patientId}`)}
            variant="outlined"
            size="large"
            startIcon={<ReceiptLongIcon />}
          >
            {t('invoices.open')}
          </Button>
        </Stack>
      </SectionCard>
    </>
  );
}
