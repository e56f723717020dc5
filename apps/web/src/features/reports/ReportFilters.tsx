import { Role } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { AgencyFilter, LookupSelectFilter } from '../reference/index.ts';
import type { ReportFilterField, ReportForm } from './reportFilterFields.ts';
import type { ReportParams } from './useReportParams.ts';
import type { ReportWords } from './useReportWords.ts';

export type ReportFiltersProps = {
  form: ReportForm;
  params: ReportParams;
  words: ReportWords;
};

// A person or client is chosen where their record links here; the form shows whose figures these are.
const CHOSEN_FIELDS = [
  ['caregiverId', 'caregiver'],
  ['patientId', 'patient'],
] as const;

/** The report's filters, drawn from its schema: only the fields this report reads. */
export function ReportFilters({ form, params, words }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const { data: details } = useAuthDetails();
  const { list, filter } = params;
  const has = (field: ReportFilterField) => form.fields.includes(field);
  const readsPayers = details?.permissions.viewCoordinatorsAndPayers === true;

  return (
    <Stack spacing={1.5}>
      <FilterBar label={t('page.filters')}>
        <DateRangeFilter
          from={filter.from}
          to={filter.to}
          onChange={(change) => list.setFilters(change)}
        />
        {has('agencyId') && details?.user.role === Role.admin && (
          <AgencyFilter
            label={t('page.agency')}
            value={list.filters.agencyId}
            onChange={(agencyId) => list.setFilters({ agencyId })}
          />
        )}
        {has('payerId') && readsPayers && (
          <LookupSelectFilter
            lookup="payers"
            label={t('page.payer')}
            value={list.filters.payerId}
            onChange={(payerId) => list.setFilters({ payerId })}
          />
        )}
        {has('careTypeId') && (
          <LookupSelectFilter
            lookup="careTypes"
            label={t('page.careType')}
            value={list.filters.careTypeId}
            onChange={(careTypeId) => list.setFilters({ careTypeId })}
          />
        )}
        {has('region') && (
          <SearchFilter
            label={t('page.region')}
            value={list.filters.region}
            onChange={(region) => list.setFilters({ region })}
          />
        )}
        {has('status') && form.statuses.length > 0 && (
          <SelectFilter
            label={t('page.status')}
            value={list.filters.status}
            options={form.statuses.map((status) => ({ value: status, label: words.code(status) }))}
            onChange={(status) => list.setFilters({ status })}
          />
        )}
      </FilterBar>
      {CHOSEN_FIELDS.filter(([field]) => has(field) && list.filters[field] !== '').map(
        ([field, name]) => (
          <Stack
            key={field}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography>{t(`page.chosen.${name}`, { id: list.filters[field] })}</Typography>
            <Button size="small" onClick={() => list.setFilters({ [field]: '' })}>
              {t('page.everyone')}
            </Button>
          </Stack>
        ),
      )}
    </Stack>
  );
}
