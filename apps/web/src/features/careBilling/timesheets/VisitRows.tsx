import type { TimesheetVisit } from '@hearth/domain';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { CardRows } from '../../../components/list/CardRows.tsx';
import { TableRows } from '../../../components/list/TableRows.tsx';
import type { Column } from '../../../components/list/types.ts';
import { useTimesheetText } from './useTimesheetText.ts';

/** A timesheet's visits: a table from 600 px, cards below; times in the agency's zone. */
export function VisitRows({ visits }: { visits: readonly TimesheetVisit[] }) {
  const { t } = useTranslation('timesheets');
  const text = useTimesheetText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  if (visits.length === 0) {
    return <Typography color="text.secondary">{t('visits.empty')}</Typography>;
  }
  const columns: Column<TimesheetVisit>[] = [
    { id: 'day', header: t('visits.day'), cell: (row) => text.day(row.serviceDate), noWrap: true },
    { id: 'patient', header: t('visits.patient'), cell: (row) => row.patient.name },
    {
      id: 'in',
      header: t('visits.checkIn'),
      cell: (row) => text.time(row.checkInAt),
      noWrap: true,
    },
    {
      id: 'out',
      header: t('visits.checkOut'),
      cell: (row) => text.time(row.checkOutAt),
      noWrap: true,
    },
    {
      id: 'hours',
      header: t('visits.hours'),
      cell: (row) =>
        row.verifiedMinutes === null ? t('visits.none') : text.hours(row.verifiedMinutes),
      noWrap: true,
    },
    {
      id: 'exceptions',
      header: t('visits.exceptions'),
      cell: (row) =>
        row.exceptions.length === 0 ? (
          t('visits.verified')
        ) : (
          <Typography variant="body2" color="warning.main">
            {row.exceptions.map((code) => t(`exceptions.${code}`)).join(', ')}
          </Typography>
        ),
    },
  ];
  const Rows = wide ? TableRows : CardRows;
  return (
    <Rows label={t('visits.title')} columns={columns} rows={visits} rowKey={(row) => row.shiftId} />
  );
}
