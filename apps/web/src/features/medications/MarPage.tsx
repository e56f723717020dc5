import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useDateFormat } from '../../components/DateTime.tsx';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SyncStatus } from '../offline/index.ts';
import { fullName, isNotFound, usePatient, usePatientIdParam } from '../patients/index.ts';
import { DoseDialog } from './DoseDialog.tsx';
import { MarGrid, type OpenedDose } from './MarGrid.tsx';
import { MedicationsSection } from './MedicationsSection.tsx';
import { addDays, daysFrom, isDay, today, weekStart } from './marDates.ts';
import { useMar } from './medicationsApi.ts';

/** The medication administration record of one patient: a week on a desk, a day on a phone. */
export function MarPage() {
  const { t } = useTranslation('medications');
  const localized = useLocalizedPath();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dayName = useDateFormat();
  const patientId = usePatientIdParam() ?? 0;
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const day = isDay(asked) ? asked : today();
  const span = phone ? 1 : 7;
  const from = phone ? day : weekStart(day);
  const days = daysFrom(from, span);
  const to = days.at(-1) ?? from;
  const patient = usePatient(patientId, patientId > 0);
  const mar = useMar(patientId, from, to);
  const [opened, setOpened] = useState<OpenedDose | null>(null);
  const [saved, setSaved] = useState(false);
  usePageTitle(
    patient.data ? t('page.titleFor', { name: fullName(patient.data) }) : t('page.title'),
  );

  const go = (days: number) => {
    setSaved(false);
    setSearch({ date: addDays(day, days) }, { replace: true });
  };

  if (patientId === 0 || isNotFound(mar.error)) {
    return (
      <Alert severity="warning" role="alert">
        {t('page.notFound')}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={RouterLink}
          to={localized(`/user/patients/${patientId}`)}
          startIcon={<ArrowBackIcon />}
        >
          {t('page.back')}
        </Button>
      </Box>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {patient.data ? t('page.titleFor', { name: fullName(patient.data) }) : t('page.title')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label={t('page.range')}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <IconButton
          aria-label={phone ? t('page.previousDay') : t('page.previousWeek')}
          onClick={() => go(-span)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite">
          {span === 1 ? dayName(from) : `${dayName(from)} – ${dayName(to)}`}
        </Typography>
        <IconButton
          aria-label={phone ? t('page.nextDay') : t('page.nextWeek')}
          onClick={() => go(span)}
        >
          <ChevronRightIcon />
        </IconButton>
        <Button
          onClick={() => {
            setSaved(false);
            setSearch({}, { replace: true });
          }}
        >
          {t('page.today')}
        </Button>
      </Stack>
      {saved && (
        <Alert severity="success" role="status">
          {t('page.saved')}
        </Alert>
      )}
      <SyncStatus />
      {mar.data && !mar.data.canRecord && <Alert severity="info">{t('page.readOnly')}</Alert>}
      {mar.isFetching && mar.data && <LinearProgress aria-label={t('page.loading')} />}
      {mar.isPending ? (
        <ListLoading label={t('page.loading')} />
      ) : mar.isError ? (
        <ListError message={mar.error.message} onRetry={() => void mar.refetch()} />
      ) : mar.data.rows.length === 0 ? (
        <ListEmpty message={t('grid.empty')} />
      ) : (
        <MarGrid
          rows={mar.data.rows}
          days={days}
          today={today()}
          canRecord={mar.data.canRecord}
          onOpen={(dose) => {
            setSaved(false);
            setOpened(dose);
          }}
        />
      )}
      {mar.data && (
        <MedicationsSection patientId={patientId} canPrescribe={mar.data.canPrescribe} />
      )}
      {opened && mar.data && (
        <DoseDialog
          patientId={patientId}
          medication={opened.medication}
          dose={opened.dose}
          canRecord={mar.data.canRecord}
          onClose={() => setOpened(null)}
          onSaved={() => {
            setOpened(null);
            setSaved(true);
          }}
        />
      )}
    </Stack>
  );
}
