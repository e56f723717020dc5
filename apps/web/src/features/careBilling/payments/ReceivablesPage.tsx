import { RECEIVABLE_BUCKETS, type ReceivableAmounts, type Receivables } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay, formatPrice } from '../../../app/i18n/formats.ts';
import { useLocale, useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { CsvExportLink } from '../../../components/list/CsvExportLink.tsx';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { BillingAgencyPicker } from './BillingAgencyPicker.tsx';
import { useBillingAgencyId } from './billingAgency.ts';
import { useReceivables } from './carePaymentsApi.ts';

const COLUMNS = [...RECEIVABLE_BUCKETS, 'total'] as const;

function AmountCells({
  amounts,
  currency,
}: {
  amounts: ReceivableAmounts;
  currency: 'CAD' | 'USD';
}) {
  const locale = useLocale();
  return COLUMNS.map((column) => (
    <TableCell key={column} align="right">
      {formatPrice(amounts[column], currency, locale)}
    </TableCell>
  ));
}

const FULL_DAY = /^\d{4}-\d{2}-\d{2}$/;

function ReceivablesTable({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation('carePayments');
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  // Only a whole day is asked for: a half-typed one would only be refused.
  const asOf = FULL_DAY.test(typed) ? typed : undefined;
  const receivables = useReceivables(agencyId, asOf);
  const data = receivables.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={t('receivables.asOf')}
          value={typed === '' ? (data?.asOf ?? '') : typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {data !== undefined && (
          <CsvExportLink
            href={`/api/care-receivables.csv?${new URLSearchParams({ agencyId: String(agencyId), asOf: data.asOf }).toString()}`}
            filename={`care-receivables-${data.asOf}.csv`}
            matching={data.rows.length}
          />
        )}
      </Stack>
      {receivables.isPending ? (
        <ListLoading label={t('receivables.loading')} />
      ) : receivables.isError ? (
        <ListError message={receivables.error.message} onRetry={() => void receivables.refetch()} />
      ) : (
        <>
          <Typography role="status">
            {t('receivables.summary', { day: formatDay(receivables.data.asOf, locale) })}
          </Typography>
          <AgedRows receivables={receivables.data} />
        </>
      )}
    </Stack>
  );
}

type ReceivableRow = Receivables['rows'][number];

/** The invoices behind a row: the payer's, or every private-pay client's. */
function invoicesOf(row: ReceivableRow): string {
  const query = new URLSearchParams({ recipient: row.recipient });
  if (row.payer !== null) {
    query.set('payerId', String(row.payer.id));
  }
  return `/user/invoices?${query.toString()}`;
}

function AgedRows({ receivables }: { receivables: Receivables }) {
  const { t } = useTranslation('carePayments');
  const localized = useLocalizedPath();
  if (receivables.rows.length === 0) {
    return <Alert severity="info">{t('receivables.none')}</Alert>;
  }
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('receivables.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('receivables.columns.payer')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} scope="col" align="right">
                {t(`receivables.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {receivables.rows.map((row) => (
            <TableRow key={`${row.recipient}-${row.payer?.id ?? 0}-${row.currency}`}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={localized(invoicesOf(row))}>
                  {row.payer?.name ?? t('receivables.privatePay')}
                </Link>
              </TableCell>
              <AmountCells amounts={row} currency={row.currency} />
            </TableRow>
          ))}
          {receivables.totals.map((total) => (
            <TableRow key={total.currency} sx={{ '& > *': { fontWeight: 'bold' } }}>
              <TableCell component="th" scope="row">
                {t('receivables.total')}
              </TableCell>
              <AmountCells amounts={total} currency={total.currency} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What payers and private-pay clients owe, by how long past due. */
export function ReceivablesPage() {
  const { t } = useTranslation('carePayments');
  usePageTitle(t('receivables.title'));
  const agencyId = useBillingAgencyId();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('receivables.title')}
      </Typography>
      <Typography>{t('receivables.intro')}</Typography>
      <BillingAgencyPicker />
      {agencyId === null ? (
        <Alert severity="info">{t('chooseAgency')}</Alert>
      ) : (
        <ReceivablesTable agencyId={agencyId} />
      )}
    </Stack>
  );
}
