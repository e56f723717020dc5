import { Role, type TimesheetDetail } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { serverFieldError } from '../../../api/fieldErrors.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { BackToList } from '../../../components/BackToList.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { chosenPayPeriod } from './payPeriod.ts';
import { ReviseTimesheetDialog } from './ReviseTimesheetDialog.tsx';
import { RevisionList } from './RevisionList.tsx';
import { TimesheetStatusChip } from './TimesheetStatusChip.tsx';
import { approvesTimesheets, staffAgencyId } from './timesheetAccess.ts';
import { useApproveTimesheet, useTimesheet } from './timesheetsApi.ts';
import { useTimesheetText } from './useTimesheetText.ts';
import { VisitRows } from './VisitRows.tsx';

/** One caregiver's timesheet for a pay period: its visits, its approval and revisions. */
export function TimesheetPage() {
  const { t } = useTranslation('timesheets');
  const { data: details } = useAuthDetails();
  const caregiverId = Number(useParams().caregiverId);
  const [searchParams] = useSearchParams();
  const role = details?.user.role;
  const agencyId =
    role === Role.admin ? Number(searchParams.get('agencyId')) : (staffAgencyId(details) ?? 0);
  const period = chosenPayPeriod(searchParams.get('period') ?? '');
  const timesheet = useTimesheet(agencyId, caregiverId, period.start);
  usePageTitle(timesheet.data?.caregiver.name ?? t('detail.title'));

  const back = <BackToList path="/user/timesheets" label={t('detail.back')} />;
  if (timesheet.isPending) {
    return (
      <Stack spacing={3}>
        {back}
        <LinearProgress aria-label={t('detail.loading')} />
      </Stack>
    );
  }
  if (timesheet.isError) {
    const missing = timesheet.error instanceof ApiError && timesheet.error.status === 404;
    return (
      <Stack spacing={3}>
        {back}
        <RecordNotFound
          title={t('detail.title')}
          message={missing ? t('detail.notFound') : timesheet.error.message}
        />
      </Stack>
    );
  }
  return (
    <TimesheetView
      agencyId={agencyId}
      back={back}
      canApprove={role !== undefined && approvesTimesheets(role)}
      timesheet={timesheet.data}
    />
  );
}

type TimesheetViewProps = {
  agencyId: number;
  back: ReactNode;
  canApprove: boolean;
  timesheet: TimesheetDetail;
};

function TimesheetView({ agencyId, back, canApprove, timesheet }: TimesheetViewProps) {
  const { t } = useTranslation('timesheets');
  const { fieldText } = useFormMessages();
  const text = useTimesheetText();
  const approve = useApproveTimesheet(agencyId);
  const [revising, setRevising] = useState(false);
  const caregiverId = timesheet.caregiver.id;
  const period = { start: timesheet.periodStart, end: timesheet.periodEnd };
  const approveError = approve.isError
    ? (fieldText(serverFieldError(approve.error, 'visits')) ?? approve.error.message)
    : null;

  return (
    <Stack spacing={3}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {timesheet.caregiver.name}
        </Typography>
        <TimesheetStatusChip status={timesheet.status} />
      </Stack>
      {approveError && (
        <Alert severity="error" role="alert">
          {approveError}
        </Alert>
      )}
      {timesheet.exceptionCount > 0 && (
        <Alert severity="warning">
          {t('detail.exceptions', { count: timesheet.exceptionCount })}
        </Alert>
      )}
      {timesheet.changedSinceApproval && <Alert severity="info">{t('detail.changed')}</Alert>}
      <SectionCard
        title={t('detail.summary')}
        action={
          canApprove &&
          (timesheet.status === 'draft' ? (
            <SpinnerButton
              variant="contained"
              spinning={approve.isPending}
              disabled={timesheet.exceptionCount > 0}
              onClick={() => approve.mutate({ caregiverId, periodStart: period.start })}
            >
              {t('approve')}
            </SpinnerButton>
          ) : (
            <Button variant="outlined" onClick={() => setRevising(true)}>
              {t('revise.open')}
            </Button>
          ))
        }
      >
        <FactList
          facts={[
            { term: t('detail.period'), value: text.period(period) },
            { term: t('columns.visits'), value: timesheet.visitCount },
            { term: t('columns.hours'), value: text.hours(timesheet.verifiedMinutes) },
            { term: t('detail.mileage'), value: t('detail.noMileage') },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('visits.title')}>
        <VisitRows visits={timesheet.visits} />
      </SectionCard>
      <SectionCard title={t('revisions.title')}>
        <RevisionList revisions={timesheet.revisions} />
      </SectionCard>
      {revising && (
        <ReviseTimesheetDialog
          agencyId={agencyId}
          caregiverId={caregiverId}
          periodStart={period.start}
          onClose={() => setRevising(false)}
        />
      )}
    </Stack>
  );
}
