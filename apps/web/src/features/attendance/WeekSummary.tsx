import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useAttendanceWeek } from './attendanceApi.ts';

export type WeekSummaryProps = { programId: number; date: string; today: string };

/** The week around the sheet's day, a line a day, each day (up to today) opening its sheet. */
export function WeekSummary({ programId, date, today }: WeekSummaryProps) {
  const { t, i18n } = useTranslation('attendance');
  const week = useAttendanceWeek(programId, date);
  const dayName = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

  return (
    <SectionCard title={t('week.title')}>
      {week.isPending ? (
        <LinearProgress aria-label={t('week.loading')} />
      ) : week.isError ? (
        <Alert severity="error">{t('week.failed')}</Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('week.day')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('week.attended')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('week.absent')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {week.data.days.map((day) => {
              const label = dayName.format(new Date(`${day.date}T00:00:00Z`));
              return (
                <TableRow
                  key={day.date}
                  selected={day.date === date}
                  aria-current={day.date === date ? 'date' : undefined}
                >
                  <TableCell component="th" scope="row">
                    {day.date <= today && day.date !== date ? (
                      <Link component={RouterLink} to={`?date=${day.date}`} replace>
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {day.capacity === null
                      ? day.attended
                      : t('week.ofCapacity', { attended: day.attended, capacity: day.capacity })}
                  </TableCell>
                  <TableCell align="right">{day.absent}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
