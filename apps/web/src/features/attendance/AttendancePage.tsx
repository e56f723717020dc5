import { careDay } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useAuthDetails } from '../identity/index.ts';
import { useAttendanceDay } from './attendanceApi.ts';
import { CapacityForm } from './CapacityForm.tsx';
import { DayCount } from './DayCount.tsx';
import { ParticipantRow } from './ParticipantRow.tsx';
import { WeekSummary } from './WeekSummary.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The provider's day sheet: one row per participant, marked present, absent or left early with
 * the times, and the day's head count against the program's capacity. Today by default.
 */
export function AttendancePage() {
  const { t } = useTranslation('attendance');
  usePageTitle(t('title'));
  const { data: details } = useAuthDetails();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = careDay();
  const asked = searchParams.get('date') ?? '';
  const date = DAY.test(asked) && asked <= today ? asked : today;
  const programId = details?.organisation?.ids[0] ?? 0;
  const day = useAttendanceDay(programId, date);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label={t('day')}
          value={date}
          onChange={(event) => {
            if (DAY.test(event.target.value)) {
              setSearchParams({ date: event.target.value }, { replace: true });
            }
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        {date !== today && (
          <Button size="large" onClick={() => setSearchParams({}, { replace: true })}>
            {t('backToToday')}
          </Button>
        )}
      </Stack>
      {day.isPending ? (
        <LinearProgress aria-label={t('loading')} />
      ) : day.isError ? (
        day.error instanceof ApiError && day.error.status === 404 ? (
          <Alert severity="info">{t('notADayProgram')}</Alert>
        ) : (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => day.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('failed', { message: day.error.message })}
          </Alert>
        )
      ) : (
        <>
          <DayCount count={day.data.count} />
          {day.data.rows.length === 0 ? (
            <Typography color="text.secondary">{t('noParticipants')}</Typography>
          ) : (
            <Stack component="ul" spacing={2} aria-label={t('participants')} sx={{ p: 0, m: 0 }}>
              {day.data.rows.map((row) => (
                <ParticipantRow
                  key={`${date}-${row.patientId}-${row.record?.recordedAt ?? ''}`}
                  programId={programId}
                  date={date}
                  isToday={date === today}
                  row={row}
                />
              ))}
            </Stack>
          )}
          <WeekSummary programId={programId} date={date} today={today} />
          <CapacityForm programId={programId} capacity={day.data.count.capacity} />
        </>
      )}
    </Stack>
  );
}
