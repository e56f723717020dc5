import type { Patient } from '@hearth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useAuthDetails } from '../identity/index.ts';
import {
  fullName,
  isNotFound,
  PatientNotFound,
  usePatient,
  usePatientIdParam,
} from '../patients/index.ts';
import { NotesTimeline } from './NotesTimeline.tsx';
import { writesPatientNotes } from './noteWriters.ts';
import { useLivePatientNotes } from './useLivePatientNotes.ts';

/** A patient's clinical notes. */
export function PatientNotesPage() {
  const { t } = useTranslation('notes');
  const id = usePatientIdParam();
  const query = usePatient(id ?? 0, id !== null);
  const title = query.data
    ? t('page.patientTitle', { name: fullName(query.data) })
    : t('page.title');
  usePageTitle(title);

  if (id === null || isNotFound(query.error)) {
    return <PatientNotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('page.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <PatientNotes patient={query.data} title={title} />;
}

type PatientNotesProps = { patient: Patient; title: string };

/** The loaded patient's timeline, live while open. */
function PatientNotes({ patient, title }: PatientNotesProps) {
  const { t } = useTranslation('notes');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  useLivePatientNotes(patient.id);
  return (
    <Stack spacing={3}>
      <Box>
        <Button
          component={RouterLink}
          to={localized(`/user/patients/${patient.id}`)}
          startIcon={<ArrowBackIcon />}
        >
          {t('page.backToPatient')}
        </Button>
      </Box>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <NotesTimeline
        owner={{ kind: 'patient', patientId: patient.id }}
        canWrite={writesPatientNotes(details, patient)}
      />
    </Stack>
  );
}
