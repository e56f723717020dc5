import { CARE_INVOICE_RECIPIENTS, CARE_INVOICE_STATUSES } from '@hearth/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CsvExportLink } from '../../../components/list/CsvExportLink.tsx';
import { DataList } from '../../../components/list/DataList.tsx';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { LookupSelectFilter } from '../../reference/index.ts';
import { ChosenPatient } from './ChosenPatient.tsx';
import { InvoiceTotals } from './InvoiceTotals.tsx';
import { isFamily } from './invoiceAccess.ts';
import { useInvoiceColumns } from './invoiceColumns.tsx';
import { invoiceExportUrl, useCareInvoices } from './invoicesApi.ts';

// The client arrives in the address, from the client's record or the aged receivables.
const FILTERS = ['status', 'recipient', 'payerId', 'patientId', 'from', 'to', 'overdue'] as const;

/**
 * The care invoices the reader may see: an agency's, drafts included, with its filters and export;
 * a family's own issued ones, to open and download.
 */
export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const { data: details } = useAuthDetails();
  const family = details != null && isFamily(details.user.role);
  const seesPayers = details?.permissions.viewCoordinatorsAndPayers === true;
  const params = useListParams(FILTERS);
  const { filters } = params;
  const result = useCareInvoices({ page: params.page, perPage: params.perPage, ...filters });
  const columns = useInvoiceColumns(family);
  const statuses = family
    ? CARE_INVOICE_STATUSES.filter((status) => status !== 'draft')
    : CARE_INVOICE_STATUSES;

  return (
    <ListPage
      title={t('title')}
      action={
        family ? undefined : (
          <CsvExportLink
            href={invoiceExportUrl(filters)}
            filename="invoices.csv"
            matching={result.data?.meta.total ?? 0}
          />
        )
      }
      filters={
        <Stack spacing={1.5}>
          {family && <Typography>{t('familyIntro')}</Typography>}
          {filters.patientId !== '' && (
            <ChosenPatient
              patientId={Number(filters.patientId)}
              invoices={result.data?.data ?? []}
              onClear={() => params.setFilters({ patientId: '' })}
            />
          )}
          <FilterBar>
            <SelectFilter
              label={t('filters.status')}
              value={filters.status}
              options={statuses.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              }))}
              onChange={(status) => params.setFilters({ status })}
            />
            {!family && (
              <SelectFilter
                label={t('filters.recipient')}
                value={filters.recipient}
                options={CARE_INVOICE_RECIPIENTS.map((recipient) => ({
                  value: recipient,
                  label: t(`recipients.${recipient}`),
                }))}
                onChange={(recipient) => params.setFilters({ recipient })}
              />
            )}
            {!family && seesPayers && (
              <LookupSelectFilter
                lookup="payers"
                label={t('filters.payer')}
                value={filters.payerId}
                onChange={(payerId) => params.setFilters({ payerId })}
              />
            )}
            <DateRangeFilter from={filters.from} to={filters.to} onChange={params.setFilters} />
            <FormControlLabel
              control={
                <Switch
                  checked={filters.overdue === 'true'}
                  onChange={(event) =>
                    params.setFilters({ overdue: event.target.checked ? 'true' : '' })
                  }
                />
              }
              label={t('filters.overdue')}
            />
          </FilterBar>
        </Stack>
      }
    >
      <InvoiceTotals invoices={result.data?.data ?? []} />
      <DataList
        label={t('title')}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        result={result}
        params={params}
        emptyMessage={family ? t('emptyFamily') : t('empty')}
      />
    </ListPage>
  );
}
