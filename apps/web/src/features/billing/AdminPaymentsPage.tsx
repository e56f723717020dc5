import { PaymentFlag, PaymentMode, type SubscriptionPayment } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { DataList } from '../../components/list/DataList.tsx';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { OrganisationFilter } from './OrganisationFilter.tsx';
import { organisationLabel } from './organisationLabel.ts';
import { type PaymentAction, PaymentActionDialog } from './PaymentActionDialog.tsx';
import { usePaymentColumns } from './paymentColumns.tsx';
import { useSubscriptionPayments } from './subscriptionsApi.ts';

const FILTERS = ['organisationKind', 'organisationId', 'status', 'from', 'to'] as const;

/** What an administrator may still do with a payment. */
function actionsOn(payment: SubscriptionPayment): PaymentAction[] {
  if (payment.status === PaymentFlag.unpaid) {
    return ['record', 'void'];
  }
  const paidOnline = payment.paymentMode !== PaymentMode.invoice;
  return payment.status === PaymentFlag.paid && paidOnline && payment.refundedAt === null
    ? ['refund']
    : [];
}

/** Every subscription payment, filtered; invoices are recorded or voided here, card payments refunded. */
export function AdminPaymentsPage() {
  const { t } = useTranslation('subscriptions');
  const label = useLabel();
  usePageTitle(t('admin.paymentsTitle'));
  const params = useListParams(FILTERS);
  const { filters } = params;
  const result = useSubscriptionPayments({
    page: params.page,
    perPage: params.perPage,
    ...filters,
  });
  const [open, setOpen] = useState<{ action: PaymentAction; payment: SubscriptionPayment } | null>(
    null,
  );
  const [done, setDone] = useState<{ action: PaymentAction; number: string } | null>(null);
  const actions = useCallback(
    (payment: SubscriptionPayment) => (
      <Stack direction="row" spacing={1}>
        {actionsOn(payment).map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            color={action === 'record' ? 'primary' : 'error'}
            aria-label={t(`paymentAction.${action}.labelOf`, { number: payment.invoiceNumber })}
            onClick={() => {
              setDone(null);
              setOpen({ action, payment });
            }}
          >
            {t(`paymentAction.${action}.open`)}
          </Button>
        ))}
      </Stack>
    ),
    [t],
  );
  const columns = usePaymentColumns(actions);
  const withOrganisation = [
    {
      id: 'organisation',
      header: t('admin.columns.organisation'),
      cell: (payment: SubscriptionPayment) => organisationLabel(t, payment.organisation),
    },
    ...columns,
  ];

  return (
    <ListPage
      title={t('admin.paymentsTitle')}
      filters={
        <FilterBar>
          <OrganisationFilter value={filters} onChange={params.setFilters} />
          <SelectFilter
            label={t('payments.columns.status')}
            value={filters.status}
            options={PaymentFlag.codes.map((code) => ({
              value: String(code),
              label: label(PaymentFlag.labelKey(code)),
            }))}
            onChange={(status) => params.setFilters({ status })}
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={params.setFilters} />
        </FilterBar>
      }
    >
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {t(`paymentAction.${done.action}.done`, { number: done.number })}
        </Alert>
      )}
      <DataList
        label={t('admin.paymentsTitle')}
        columns={withOrganisation}
        rowKey={(payment) => payment.id}
        result={result}
        params={params}
        emptyMessage={t('admin.noPayments')}
      />
      {open && (
        <PaymentActionDialog
          action={open.action}
          payment={open.payment}
          onClose={() => setOpen(null)}
          onDone={(payment) => {
            setOpen(null);
            setDone({ action: open.action, number: payment.invoiceNumber });
          }}
        />
      )}
    </ListPage>
  );
}
