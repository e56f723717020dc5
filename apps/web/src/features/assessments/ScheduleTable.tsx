import { type ScheduleSlot, WeekDay } from '@hearth/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';

export type ScheduleTableProps = { label: string; schedule: readonly ScheduleSlot[] };

/** The weekly pattern as a week: each day with its visits, in order, Monday first. */
export function ScheduleTable({ label, schedule }: ScheduleTableProps) {
  const { t } = useTranslation('assessments');
  const dayLabel = useLabel();
  if (schedule.length === 0) {
    return <Typography color="text.secondary">{t('detail.noSchedule')}</Typography>;
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('detail.day')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('detail.hours')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {WeekDay.codes.map((day) => {
          const visits = schedule.filter((slot) => slot.weekDay === day);
          return (
            <TableRow key={day}>
              <TableCell component="th" scope="row">
                {dayLabel(WeekDay.labelKey(day))}
              </TableCell>
              <TableCell sx={{ color: visits.length === 0 ? 'text.secondary' : undefined }}>
                {visits.length === 0
                  ? t('detail.noVisit')
                  : visits.map((slot) => t('detail.slot', slot)).join(', ')}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
