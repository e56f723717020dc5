import {
  type Administration,
  type MarDose,
  type MarRow,
  type Medication,
  MedicationAdministration,
  MedicationRoute,
} from '@hearth/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateFormat } from '../../components/DateTime.tsx';
import { useQueuedDoses } from '../offline/index.ts';
import { dayIn } from './marDates.ts';
import { useDoseTime } from './useDoseTime.ts';

/** A dose to open: a scheduled one, or an as-needed one (given, or about to be). */
export type OpenedDose = {
  medication: Medication;
  dose: MarDose | { scheduledFor: null; entries: Administration[] };
};

export type MarGridProps = {
  rows: MarRow[];
  days: string[];
  /** The day an as-needed dose can be recorded on: today. */
  today: string;
  canRecord: boolean;
  onOpen: (opened: OpenedDose) => void;
};

const statusColor = {
  [MedicationAdministration.administered]: 'success',
  [MedicationAdministration.notAdministered]: 'error',
  [MedicationAdministration.held]: 'warning',
  [MedicationAdministration.leaveOfAbsence]: 'info',
} as const;

/** Medications down, days across; each dose a button that opens its record. */
export function MarGrid({ rows, days, today, canRecord, onOpen }: MarGridProps) {
  const { t } = useTranslation('medications');
  const { t: tOffline } = useTranslation('offline');
  const label = useLabel();
  const dayName = useDateFormat();
  const doseTime = useDoseTime();
  const waitingToSync = useQueuedDoses();

  const doseButton = (medication: Medication, day: string, dose: OpenedDose['dose']) => {
    const current = dose.entries.at(-1);
    // Recorded on this phone offline and not on the server yet: not to be recorded twice.
    const queued = current === undefined && waitingToSync(medication.id, dose.scheduledFor);
    const status = current
      ? label(MedicationAdministration.labelKey(current.status))
      : queued
        ? tOffline('pending')
        : null;
    const time = doseTime(dose.scheduledFor ?? current?.recordedAt ?? '', medication.timeZone);
    const marks = [
      current?.late || dose.entries[0]?.late ? t('grid.late') : null,
      dose.entries.length > 1 ? t('grid.corrected') : null,
    ].filter(Boolean);
    return (
      <Button
        key={dose.entries[0]?.id ?? dose.scheduledFor}
        size="small"
        variant={current ? 'contained' : 'outlined'}
        color={current ? statusColor[current.status] : 'inherit'}
        aria-label={t('grid.doseLabel', {
          medication: medication.name,
          time,
          day: dayName(day),
          status: [status ?? t('grid.notRecorded'), ...marks].join(', '),
        })}
        disabled={queued}
        onClick={() => onOpen({ medication, dose })}
        sx={{ justifyContent: 'flex-start', textTransform: 'none', whiteSpace: 'normal' }}
      >
        {time} · {status ?? t('grid.notRecorded')}
        {marks.length > 0 && ` (${marks.join(', ')})`}
      </Button>
    );
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={t('grid.caption')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('grid.medication')}
            </TableCell>
            {days.map((day) => (
              <TableCell key={day} component="th" scope="col">
                {dayName(day)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ medication, doses, prnDoses }) => (
            <TableRow key={medication.id} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ minWidth: 120 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {medication.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {medication.dose} · {label(MedicationRoute.labelKey(medication.route))}
                </Typography>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {medication.prn && <Chip size="small" label={t('grid.asNeeded')} />}
                  {medication.discontinuedAt && (
                    <Chip size="small" color="default" label={t('grid.discontinued')} />
                  )}
                </Stack>
              </TableCell>
              {days.map((day) => {
                const dayDoses = doses.filter(
                  (dose) => dayIn(dose.scheduledFor, medication.timeZone) === day,
                );
                const given = prnDoses.filter(
                  (chain) => chain[0] && dayIn(chain[0].recordedAt, medication.timeZone) === day,
                );
                const canGive = canRecord && medication.prn && !medication.discontinuedAt;
                const nothing = dayDoses.length === 0 && given.length === 0;
                return (
                  <TableCell key={day}>
                    <Stack spacing={0.5}>
                      {dayDoses.map((dose) => doseButton(medication, day, dose))}
                      {given.map((entries) =>
                        doseButton(medication, day, { scheduledFor: null, entries }),
                      )}
                      {canGive && day === today && (
                        <Button
                          size="small"
                          aria-label={t('grid.recordAsNeededLabel', {
                            medication: medication.name,
                          })}
                          onClick={() =>
                            onOpen({ medication, dose: { scheduledFor: null, entries: [] } })
                          }
                        >
                          {t('grid.recordAsNeeded')}
                        </Button>
                      )}
                      {nothing && !(canGive && day === today) && (
                        <Typography color="text.secondary" aria-hidden>
                          {t('grid.noDoses')}
                        </Typography>
                      )}
                    </Stack>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
