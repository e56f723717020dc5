import { CARE_PAYMENT_METHODS, type CarePayment, type CarePaymentMethod } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatPrice } from '../../../app/i18n/formats.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { CsvExportLink } from '../../../components/list/CsvExportLink.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ListPagination } from '../../../components/list/ListPagination.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { BillingAgencyPicker } from './BillingAgencyPicker.tsx';
import { useBillingAgencyId } from './billingAgency.ts';
import { usePayments } from './carePaymentsApi.ts';
import { RecordPaymentDialog } from './RecordPaymentDialog.tsx';

function PaymentRows({ payments }: { payments: readonly CarePayment[] }) {
  const { t } = useTranslation('carePayments');
  const locale = useLocale();
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('payments.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['receivedOn', 'paidBy', 'method', 'reference', 'invoices', 'amount'] as const).map(
              (column) => (
                <TableCell key={column} scope="col" align={column === 'amount' ? 'right' : 'left'}>
                  {t(`payments.columns.${column}`)}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{formatDay(payment.receivedOn, locale)}</TableCell>
              <TableCell component="th" scope="row">
                {payment.payer?.name ?? payment.patient?.name ?? payment.resident?.name}
              </TableCell>
              <TableCell>{t(`methods.${payment.method}`)}</TableCell>
              <TableCell>{payment.reference}</TableCell>
              <TableCell>
                {payment.allocations.map((allocation) => allocation.invoiceNumber).join(', ')}
              </TableCell>
              <TableCell align="right">
                {formatPrice(payment.amountCents, payment.currency, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PaymentList({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation('carePayments');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const [method, setMethod] = useState<CarePaymentMethod | ''>('');
  const [recording, setRecording] = useState(false);
  const filter = { agencyId, ...(method === '' ? {} : { method }) };
  const payments = usePayments({ ...filter, page, perPage });
  const exportQuery = new URLSearchParams(
    Object.entries(filter).map(([name, value]) => [name, String(value)]),
  );
  return (
    <ListPage
      title={t('payments.title')}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRecording(true)}>
          {t('payments.record')}
        </Button>
      }
      filters={
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <BillingAgencyPicker />
          <TextField
            select
            size="small"
            label={t('payments.filterMethod')}
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as CarePaymentMethod | '');
              setPage(1);
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('payments.anyMethod')}</MenuItem>
            {CARE_PAYMENT_METHODS.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`methods.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <CsvExportLink
            href={`/api/care-payments.csv?${exportQuery.toString()}`}
            filename="care-payments.csv"
            matching={payments.data?.meta.total ?? 0}
          />
        </Stack>
      }
    >
      {payments.isPending ? (
        <ListLoading label={t('payments.loading')} />
      ) : payments.isError ? (
        <ListError message={payments.error.message} onRetry={() => void payments.refetch()} />
      ) : payments.data.data.length === 0 ? (
        <ListEmpty
          message={method === '' ? t('payments.none') : t('payments.noneMatching')}
          onClearFilters={method === '' ? undefined : () => setMethod('')}
        />
      ) : (
        <>
          <PaymentRows payments={payments.data.data} />
          <ListPagination
            page={page}
            perPage={perPage}
            total={payments.data.meta.total}
            onPageChange={setPage}
            onPerPageChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </>
      )}
      <RecordPaymentDialog
        agencyId={agencyId}
        open={recording}
        onClose={() => setRecording(false)}
      />
    </ListPage>
  );
}

/** Payments received from payers and private-pay clients, and recording a new one. */
export function PaymentsPage() {
  const { t } = useTranslation('carePayments');
  const agencyId = useBillingAgencyId();
  if (agencyId === null) {
    return (
      <ListPage title={t('payments.title')} filters={<BillingAgencyPicker />}>
        <Alert severity="info">{t('chooseAgency')}</Alert>
      </ListPage>
    );
  }
  return <PaymentList agencyId={agencyId} />;
}
