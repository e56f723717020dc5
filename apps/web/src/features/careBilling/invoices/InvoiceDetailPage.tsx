import { personCaredFor } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { BackToList } from '../../../components/BackToList.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { InvoiceActions } from './InvoiceActions.tsx';
import { InvoiceLines } from './InvoiceLines.tsx';
import { billsCareInvoices } from './invoiceAccess.ts';
import { useInvoiceFormat } from './invoiceFormat.ts';
import { InvoiceStatusChips } from './invoiceStatus.tsx';
import { useCareInvoice } from './invoicesApi.ts';

/** One invoice: who it bills, its lines and totals, its PDF, and the agency's issue and void. */
export function InvoiceDetailPage() {
  const { t } = useTranslation('invoices');
  const { invoiceId } = useParams();
  const id = Number(invoiceId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useCareInvoice(valid ? id : 0, valid);
  const { data: details } = useAuthDetails();
  const format = useInvoiceFormat();
  const [notice, setNotice] = useState<string | null>(null);
  const invoice = query.data;
  const title =
    invoice === undefined
      ? t('title')
      : invoice.number === null
        ? t('detail.draftTitle', { patient: personCaredFor(invoice) })
        : t('detail.title', { number: invoice.number });
  usePageTitle(title);

  const back = <BackToList path="/user/invoices" label={t('detail.back')} />;
  if (!valid || (query.error instanceof ApiError && query.error.code === 'not_found')) {
    return (
      <Stack spacing={3}>
        {back}
        <RecordNotFound title={t('detail.notFound')} message={t('detail.notFoundMessage')} />
      </Stack>
    );
  }
  if (query.isPending) {
    return <ListLoading label={t('title')} />;
  }
  if (query.isError || invoice === undefined) {
    return <ListError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  }
  const voided = invoice.status === 'voided';
  const facts = [
    { term: t('detail.facts.status'), value: <InvoiceStatusChips invoice={invoice} /> },
    { term: t('detail.facts.billedTo'), value: format.billedTo(invoice) },
    { term: t('detail.facts.patient'), value: personCaredFor(invoice) },
    { term: t('detail.facts.period'), value: format.period(invoice) },
    { term: t('detail.facts.issuedOn'), value: format.day(invoice.issuedOn) },
    { term: t('detail.facts.dueOn'), value: format.day(invoice.dueOn) },
    ...(voided
      ? [
          { term: t('detail.facts.creditNote'), value: invoice.creditNoteNumber ?? '' },
          { term: t('detail.facts.voidedOn'), value: format.day(invoice.voidedOn) },
          { term: t('detail.facts.voidReason'), value: invoice.voidReason ?? '' },
        ]
      : []),
  ];

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      {back}
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <InvoiceActions
        invoice={invoice}
        bills={details != null && billsCareInvoices(details.user.role)}
        onDone={setNotice}
      />
      <FactList facts={facts} />
      <InvoiceLines invoice={invoice} />
    </Stack>
  );
}
