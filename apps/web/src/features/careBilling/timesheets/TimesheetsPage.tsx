import { Role, type Timesheet } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportLink } from '../../../components/list/CsvExportLink.tsx';
import { DataList } from '../../../components/list/DataList.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { AgencyFilter } from '../../reference/index.ts';
import { PayPeriodPicker } from './PayPeriodPicker.tsx';
import { chosenPayPeriod } from './payPeriod.ts';
import { approvesTimesheets, staffAgencyId } from './timesheetAccess.ts';
import { useTimesheetColumns } from './timesheetColumns.tsx';
import { payrollExportHref, useApproveTimesheet, useTimesheets } from './timesheetsApi.ts';

const FILTERS = ['period', 'agencyId'] as const;

/** How many rows the payroll file would hold: the approved ones, when the page shows them all. */
function approvedCount(rows: readonly Timesheet[], total: number): number {
  return rows.length === total ? rows.filter((row) => row.status !== 'draft').length : total;
}

/**
 * A pay period's timesheets, one per caregiver who worked in it: hours and visits from the
 * verified visits, approved one by one, and the payroll file of the approved ones.
 */
export function TimesheetsPage() {
  const { t } = useTranslation('timesheets');
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const role = details?.user.role;
  const isAdmin = role === Role.admin;
  const chosenAgency = Number(list.filters.agencyId);
  const agencyId = isAdmin
    ? Number.isInteger(chosenAgency) && chosenAgency > 0
      ? chosenAgency
      : null
    : staffAgencyId(details);
  const period = chosenPayPeriod(list.filters.period);
  const result = useTimesheets(agencyId, {
    page: list.page,
    perPage: list.perPage,
    periodStart: period.start,
  });
  const approve = useApproveTimesheet(agencyId ?? 0);
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const agencyQuery = isAdmin && agencyId !== null ? `&agencyId=${agencyId}` : '';
  const columns = useTimesheetColumns({
    detailPath: (caregiverId) =>
      `/user/timesheets/${caregiverId}?period=${period.start}${agencyQuery}`,
    approvingId,
    onApprove:
      role !== undefined && approvesTimesheets(role)
        ? (timesheet) => {
            setApprovingId(timesheet.caregiver.id);
            approve.mutate(
              { caregiverId: timesheet.caregiver.id, periodStart: period.start },
              { onSettled: () => setApprovingId(null) },
            );
          }
        : undefined,
  });

  return (
    <ListPage
      title={t('title')}
      action={
        agencyId !== null &&
        result.data !== undefined && (
          <CsvExportLink
            href={payrollExportHref(agencyId, period.start)}
            filename={`timesheets-${period.start}.csv`}
            matching={approvedCount(result.data.data, result.data.meta.total)}
          />
        )
      }
      filters={
        <Stack spacing={2}>
          {isAdmin && (
            <FilterBar label={t('filters')}>
              <AgencyFilter
                label={t('agency')}
                value={list.filters.agencyId}
                onChange={(id) => list.setFilters({ agencyId: id })}
              />
            </FilterBar>
          )}
          <PayPeriodPicker
            period={period}
            onChange={(periodStart) => list.setFilters({ period: periodStart })}
          />
        </Stack>
      }
    >
      {approve.isError && (
        <Alert severity="error" role="alert">
          {t('approveFailed', { message: approve.error.message })}
        </Alert>
      )}
      {agencyId === null ? (
        <Alert severity="info">{t('chooseAgency')}</Alert>
      ) : (
        <DataList
          label={t('title')}
          columns={columns}
          rowKey={(row) => row.caregiver.id}
          result={result}
          params={list}
          emptyMessage={t('empty')}
        />
      )}
    </ListPage>
  );
}
