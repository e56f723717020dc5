import type { Timesheet } from '@hearth/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import type { Column } from '../../../components/list/DataList.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { TimesheetStatusChip } from './TimesheetStatusChip.tsx';
import { useTimesheetText } from './useTimesheetText.ts';

export type TimesheetColumnsOptions = {
  /** The address of a caregiver's timesheet, with the page's period (and agency). */
  detailPath: (caregiverId: number) => string;
  /** Absent when the reader may not approve. */
  onApprove?: (timesheet: Timesheet) => void;
  approvingId: number | null;
};

/** The period's rows: who, how much, where it stands, and the approval. */
export function useTimesheetColumns({
  detailPath,
  onApprove,
  approvingId,
}: TimesheetColumnsOptions): Column<Timesheet>[] {
  const { t } = useTranslation('timesheets');
  const localized = useLocalizedPath();
  const text = useTimesheetText();
  const columns: Column<Timesheet>[] = [
    {
      id: 'caregiver',
      header: t('columns.caregiver'),
      cell: (row) => (
        <Link component={RouterLink} to={localized(detailPath(row.caregiver.id))}>
          {row.caregiver.name}
        </Link>
      ),
    },
    { id: 'visits', header: t('columns.visits'), cell: (row) => row.visitCount, noWrap: true },
    {
      id: 'hours',
      header: t('columns.hours'),
      cell: (row) => text.hours(row.verifiedMinutes),
      noWrap: true,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <TimesheetStatusChip status={row.status} />
          {row.exceptionCount > 0 && (
            <Typography variant="body2" color="warning.main">
              {t('exceptionCount', { count: row.exceptionCount })}
            </Typography>
          )}
          {row.changedSinceApproval && (
            <Typography variant="body2" color="text.secondary">
              {t('changedSinceApproval')}
            </Typography>
          )}
        </Stack>
      ),
    },
  ];
  if (onApprove === undefined) {
    return columns;
  }
  return [
    ...columns,
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) =>
        row.status === 'draft' &&
        row.exceptionCount === 0 && (
          <SpinnerButton
            size="small"
            variant="outlined"
            spinning={approvingId === row.caregiver.id}
            onClick={() => onApprove(row)}
            aria-label={t('approveFor', { name: row.caregiver.name })}
          >
            {t('approve')}
          </SpinnerButton>
        ),
    },
  ];
}
