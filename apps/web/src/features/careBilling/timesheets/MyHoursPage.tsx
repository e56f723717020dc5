import { careDay, type MyTimesheet, payPeriodOf } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { FactList } from '../../../components/FactList.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { PayPeriodPicker } from './PayPeriodPicker.tsx';
import { chosenPayPeriod } from './payPeriod.ts';
import { TimesheetStatusChip } from './TimesheetStatusChip.tsx';
import { useMyTimesheets } from './timesheetsApi.ts';
import { useTimesheetText } from './useTimesheetText.ts';
import { VisitRows } from './VisitRows.tsx';

/**
 * A caregiver's own hours, one pay period at a time: the last finished one first (the one being
 * paid), back through the earlier ones and forward to the one under way. Read-only: only the
 * agency approves or revises a timesheet.
 */
export function MyHoursPage() {
  const { t } = useTranslation('timesheets');
  usePageTitle(t('mine.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const period = chosenPayPeriod(searchParams.get('period') ?? '');
  const timesheets = useMyTimesheets(period.start);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('mine.title')}
      </Typography>
      <Typography color="text.secondary">{t('mine.about')}</Typography>
      <PayPeriodPicker
        period={period}
        latestStart={payPeriodOf(careDay()).start}
        onChange={(start) => setSearchParams({ period: start }, { replace: true })}
      />
      {timesheets.isPending ? (
        <LinearProgress aria-label={t('mine.loading')} />
      ) : timesheets.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => timesheets.refetch()}>
              {t('mine.retry')}
            </Button>
          }
        >
          {t('mine.failed', { message: timesheets.error.message })}
        </Alert>
      ) : timesheets.data.length === 0 ? (
        <Typography color="text.secondary">{t('mine.noAgency')}</Typography>
      ) : (
        timesheets.data.map((timesheet) => (
          <AgencyHours key={timesheet.agency.id} timesheet={timesheet} />
        ))
      )}
    </Stack>
  );
}

/** One agency's timesheet of the period: its totals and its visits as paid. */
function AgencyHours({ timesheet }: { timesheet: MyTimesheet }) {
  const { t } = useTranslation('timesheets');
  const text = useTimesheetText();
  return (
    <SectionCard
      title={timesheet.agency.name}
      action={<TimesheetStatusChip status={timesheet.status} forCaregiver />}
    >
      <Stack spacing={2}>
        {timesheet.exceptionCount > 0 && (
          <Alert severity="warning">
            {t('mine.exceptions', { count: timesheet.exceptionCount })}
          </Alert>
        )}
        {timesheet.changedSinceApproval && <Alert severity="info">{t('mine.changed')}</Alert>}
        <FactList
          facts={[
            { term: t('columns.hours'), value: text.hours(timesheet.verifiedMinutes) },
            { term: t('columns.visits'), value: timesheet.visitCount },
            {
              term: t('detail.mileage'),
              value:
                timesheet.mileageKm === null
                  ? t('detail.noMileage')
                  : t('mine.kilometres', { count: timesheet.mileageKm }),
            },
          ]}
        />
        <VisitRows visits={timesheet.visits} />
      </Stack>
    </SectionCard>
  );
}
