import type { Shift } from '@hearth/domain';
import { careDay } from '@hearth/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useAddressParams } from '../../components/list/useAddressParams.ts';
import { type CalendarView, periodOf, shiftPeriod } from './calendarPeriod.ts';
import { ShiftStatusChip } from './ShiftStatusChip.tsx';
import { useShiftFormat } from './shiftFormat.ts';
import { useShiftCalendar } from './shiftsApi.ts';
import { VisitDetailsButton } from './VisitDetailsButton.tsx';

type Named = { id: number; name: string };

/** The people the period's shifts name, each once, by name: the filter's choices. */
function distinct(shifts: readonly Shift[], pick: (shift: Shift) => Named | null): Named[] {
  const byId = new Map<number, Named>();
  for (const shift of shifts) {
    const named = pick(shift);
    if (named) {
      byId.set(named.id, named);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const idParam = (value: string | null) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

function FilterSelect(props: {
  label: string;
  value: number | undefined;
  options: Named[];
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('shifts');
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(idParam(event.target.value))}
      sx={{ minWidth: 180, flex: '1 1 180px' }}
    >
      <MenuItem value="">{t('schedule.all')}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Agency staff's week or month of visits, per caregiver or per patient, missed ones flagged. */
export function SchedulePage() {
  const { t } = useTranslation('shifts');
  usePageTitle(t('schedule.title'));
  const format = useShiftFormat();
  const [params, changeParams] = useAddressParams();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? (params.get('date') as string)
    : careDay(new Date());
  const caregiver = idParam(params.get('caregiver'));
  const patient = idParam(params.get('patient'));
  const period = periodOf(view, anchor);
  const everyone = useShiftCalendar(period);
  const query = useShiftCalendar({ ...period, caregiver, patient });

  const update = (changes: Record<string, string | undefined>) => {
    changeParams(
      (next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) {
            next.delete(key);
          } else {
            next.set(key, value);
          }
        }
      },
      { replace: true },
    );
  };

  const shifts = query.data ?? [];
  const missed = shifts.filter((shift) => shift.missedAt !== null && shift.checkIn === null);
  const days = [...new Set(shifts.map((shift) => careDay(shift.startsAt)))];

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('schedule.title')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('schedule.view')}
          onChange={(_event, value: CalendarView | null) => value && update({ view: value })}
        >
          <ToggleButton value="week">{t('schedule.week')}</ToggleButton>
          <ToggleButton value="month">{t('schedule.month')}</ToggleButton>
        </ToggleButtonGroup>
        <IconButton
          aria-label={t('schedule.previous')}
          onClick={() => update({ date: shiftPeriod(view, anchor, -1) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button onClick={() => update({ date: undefined })}>{t('schedule.today')}</Button>
        <IconButton
          aria-label={t('schedule.next')}
          onClick={() => update({ date: shiftPeriod(view, anchor, 1) })}
        >
          <ChevronRightIcon />
        </IconButton>
        <Typography aria-live="polite">
          {t('schedule.period', {
            from: format.day(`${period.from}T12:00:00Z`),
            to: format.day(`${period.to}T12:00:00Z`),
          })}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FilterSelect
          label={t('schedule.caregiver')}
          value={caregiver}
          options={distinct(everyone.data ?? [], (shift) => shift.caregiver)}
          onChange={(id) => update({ caregiver: id === undefined ? undefined : String(id) })}
        />
        <FilterSelect
          label={t('schedule.patient')}
          value={patient}
          options={distinct(everyone.data ?? [], (shift) => shift.patient)}
          onChange={(id) => update({ patient: id === undefined ? undefined : String(id) })}
        />
      </Stack>
      {missed.length > 0 && (
        <Alert severity="error" role="alert">
          {t('schedule.missedAlert', { count: missed.length })}
        </Alert>
      )}
      {query.isPending ? (
        <ListLoading label={t('schedule.loading')} />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : shifts.length === 0 ? (
        <ListEmpty message={t('schedule.empty')} />
      ) : (
        days.map((day) => {
          const ofDay = shifts.filter((shift) => careDay(shift.startsAt) === day);
          const title = format.day(ofDay[0]?.startsAt ?? `${day}T12:00:00Z`);
          return (
            <Paper
              key={day}
              variant="outlined"
              component="section"
              aria-label={title}
              sx={{ p: 2 }}
            >
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <List disablePadding>
                {ofDay.map((shift) => (
                  <ListItem key={shift.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={`${format.span(shift)} · ${shift.patient.name}`}
                      secondary={[
                        shift.caregiver?.name ?? t('section.unassigned'),
                        shift.checkIn &&
                          t('schedule.checkedIn', { time: format.time(shift.checkIn.at) }),
                        shift.checkOut &&
                          t('schedule.checkedOut', { time: format.time(shift.checkOut.at) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      sx={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}
                    />
                    <ShiftStatusChip shift={shift} />
                    <VisitDetailsButton shift={shift} />
                  </ListItem>
                ))}
              </List>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
