import {
  ATTENDANCE_REASON_MAX,
  ATTENDANCE_STATUSES,
  type AttendanceRow,
  type AttendanceStatus,
  type AttendanceWrite,
  attendanceWriteSchema,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formError, serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useRecordAttendance } from './attendanceApi.ts';
import { programClockNow } from './programClock.ts';

type Draft = {
  status: AttendanceStatus | null;
  arrival: string;
  departure: string;
  reason: string;
};
type Field = 'arrivalTime' | 'departureTime' | 'reason';
const FIELDS: readonly Field[] = ['arrivalTime', 'departureTime', 'reason'];

export type ParticipantRowProps = {
  programId: number;
  date: string;
  isToday: boolean;
  row: AttendanceRow;
};

const draftOf = ({ record }: AttendanceRow): Draft => ({
  status: record?.status ?? null,
  arrival: record?.arrivalTime ?? '',
  departure: record?.departureTime ?? '',
  reason: record?.reason ?? '',
});

/**
 * What choosing a status fills in: on today's sheet the time of the tap (arrival for present,
 * departure for left early), so a morning roll call is one tap per person; absent has no times.
 */
function withStatus(draft: Draft, status: AttendanceStatus, now: string | null): Draft {
  if (status === 'absent') {
    return { status, arrival: '', departure: '', reason: draft.reason };
  }
  if (status === 'present') {
    return { ...draft, status, arrival: draft.arrival || (now ?? ''), reason: '' };
  }
  return { ...draft, status, departure: draft.departure || (now ?? '') };
}

/** One participant's day: the status as three large buttons, then its times and reason. */
export function ParticipantRow({ programId, date, isToday, row }: ParticipantRowProps) {
  const { t } = useTranslation('attendance');
  const { fieldText } = useFormMessages();
  const headingId = useId();
  const stored = draftOf(row);
  const [draft, setDraft] = useState<Draft>(stored);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const record = useRecordAttendance(programId);
  const name = `${row.preferredName ?? row.firstName} ${row.lastName}`;
  const changed = JSON.stringify(draft) !== JSON.stringify(stored);

  const save = (next: Draft) => {
    if (next.status === null) {
      return;
    }
    const body: AttendanceWrite = {
      patientId: row.patientId,
      date,
      status: next.status,
      arrivalTime: next.arrival || null,
      departureTime: next.departure || null,
      reason: next.reason || null,
    };
    const checked = attendanceWriteSchema.safeParse(body);
    if (!checked.success) {
      setProblems(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setProblems({});
    record.mutate(body);
  };

  const choose = (status: AttendanceStatus | null) => {
    if (status === null || status === draft.status) {
      return;
    }
    const next = withStatus(draft, status, isToday ? programClockNow() : null);
    setDraft(next);
    save(next);
  };

  const problemOf = (field: Field) =>
    fieldText(problems[field] ?? serverFieldError(record.error, field));
  const edit = (change: Partial<Draft>) => {
    record.reset();
    setDraft({ ...draft, ...change });
  };
  const alert = formError(record.error, ['patientId', ...FIELDS]);

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography variant="h6" component="h2" id={headingId}>
            {name}
          </Typography>
          {row.record && (
            <Typography variant="body2" color="text.secondary">
              {t('row.recordedBy', { name: row.record.recordedByName })}
            </Typography>
          )}
        </Stack>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={draft.status}
          onChange={(_event, status: AttendanceStatus | null) => choose(status)}
          aria-label={t('row.statusOf', { name })}
          sx={{ flexWrap: 'wrap' }}
        >
          {ATTENDANCE_STATUSES.map((status) => (
            <ToggleButton
              key={status}
              value={status}
              color={status === 'absent' ? 'warning' : 'primary'}
              sx={{ minHeight: 56, flex: '1 1 6rem', fontSize: '1rem', textTransform: 'none' }}
            >
              {t(`status.${status}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {draft.status !== null && draft.status !== 'absent' && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TimeField
              label={t('row.arrival')}
              value={draft.arrival}
              error={problemOf('arrivalTime')}
              onChange={(arrival) => edit({ arrival })}
            />
            <TimeField
              label={t('row.departure')}
              value={draft.departure}
              error={problemOf('departureTime')}
              onChange={(departure) => edit({ departure })}
            />
          </Stack>
        )}
        {(draft.status === 'absent' || draft.status === 'leftEarly') && (
          <TextField
            label={t('row.reason')}
            value={draft.reason}
            onChange={(event) => edit({ reason: event.target.value })}
            error={problemOf('reason') !== undefined}
            helperText={problemOf('reason') ?? t('row.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: ATTENDANCE_REASON_MAX } }}
          />
        )}
        {alert !== null && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        {changed && draft.status !== null && (
          <SpinnerButton
            variant="contained"
            size="large"
            spinning={record.isPending}
            onClick={() => save(draft)}
            sx={{ alignSelf: 'flex-start', minHeight: 48 }}
          >
            {t('row.save')}
          </SpinnerButton>
        )}
      </Stack>
    </Paper>
  );
}

type TimeFieldProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

function TimeField({ label, value, error, onChange }: TimeFieldProps) {
  return (
    <TextField
      type="time"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 8rem' }}
    />
  );
}
