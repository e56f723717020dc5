import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { MarLink } from '../../components/MarLink.tsx';
import { NotesLink } from '../../components/NotesLink.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { SectionColumns } from '../../components/SectionColumns.tsx';
import { PatientInvoicesLink } from '../careBilling/index.ts';
import { useAuthDetails } from '../identity/index.ts';
import { MessagesLink, opensMessages } from '../messages/index.ts';
import { TaskChecklist } from '../tasks/index.ts';
import { ServiceLocationSection } from '../visitVerification/index.ts';
import {
  AllergiesSection,
  AssistanceSection,
  CareTeamSection,
  DiagnosesSection,
} from './ClinicalSections.tsx';
import { ContactsSection } from './ContactsSection.tsx';
import type { SavedState } from './PatientFormPage.tsx';
import { PatientOverview } from './PatientOverview.tsx';
import { canEditPatientsOf } from './patientAccess.ts';
import { fullName } from './patientNames.ts';
import { usePatient } from './patientsApi.ts';
import { isNotFound, usePatientIdParam } from './usePatientIdParam.ts';

/** Back to the list, filtered as it was when this patient was opened from it. */
export function BackToPatients() {
  const { t } = useTranslation('patients');
  return <BackToList path="/user/patients" label={t('detail.back')} />;
}

export function PatientNotFound() {
  const { t } = useTranslation('patients');
  usePageTitle(t('detail.notFound.title'));
  return (
    <Stack spacing={2}>
      <BackToPatients />
      <RecordNotFound title={t('detail.notFound.title')} message={t('detail.notFound.message')} />
    </Stack>
  );
}

/** One patient's record: who they are, their conditions and needs, who cares and whom to call. */
export function PatientDetailPage() {
  const { t } = useTranslation('patients');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const id = usePatientIdParam();
  const location = useLocation();
  const query = usePatient(id ?? 0, id !== null);
  usePageTitle(query.data ? fullName(query.data) : t('detail.title'));

  if (id === null || isNotFound(query.error)) {
    return <PatientNotFound />;
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const patient = query.data;
  const saved = (location.state as Partial<SavedState> | null)?.saved === true;
  const canEdit = canEditPatientsOf(details, patient.agency.id);

  return (
    <Stack spacing={3}>
      <BackToPatients />
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {fullName(patient)}
          {patient.preferredName && (
            <Typography component="span" variant="h6" color="text.secondary">
              {' '}
              {t('preferredAs', { name: patient.preferredName })}
            </Typography>
          )}
        </Typography>
        <MarLink patientId={patient.id} />
        <NotesLink path={`/user/patients/${patient.id}/notes`} />
        <PatientInvoicesLink patientId={patient.id} label={t('detail.invoices')} />
        {details && opensMessages(details.user.role) && (
          <MessagesLink patientId={patient.id} label={t('detail.messages')} />
        )}
        {canEdit && (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={localized(`/user/patients/${patient.id}/edit`)}
          >
            {t('detail.edit')}
          </Button>
        )}
      </Stack>
      {saved && (
        <Alert severity="success" role="status">
          {t('detail.saved')}
        </Alert>
      )}
      <SectionColumns>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <PatientOverview patient={patient} />
          <CareTeamSection patient={patient} />
          <TaskChecklist patientId={patient.id} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <AllergiesSection patient={patient} />
          <DiagnosesSection patient={patient} />
          <AssistanceSection patient={patient} />
          <ContactsSection patientId={patient.id} canEdit={canEdit} />
          {canEdit && <ServiceLocationSection patientId={patient.id} point={patient.address} />}
        </Stack>
      </SectionColumns>
    </Stack>
  );
}
