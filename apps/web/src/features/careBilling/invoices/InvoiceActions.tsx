import type { CareInvoiceDetail } from '@hearth/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { invoicePdfUrl, useIssueInvoice } from './invoicesApi.ts';
import { VoidInvoiceDialog } from './VoidInvoiceDialog.tsx';

export type InvoiceActionsProps = {
  invoice: CareInvoiceDetail;
  /** The reader issues and voids (the agency's staff); families only download. */
  bills: boolean;
  onDone: (message: string) => void;
};

/** Download the PDF; for the agency, issue a draft or void an unpaid issued invoice. */
export function InvoiceActions({ invoice, bills, onDone }: InvoiceActionsProps) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const issue = useIssueInvoice();
  const [open, setOpen] = useState<'issue' | 'void' | null>(null);
  const voidable =
    (invoice.status === 'issued' || invoice.status === 'disputed') && invoice.paidCents === 0;
  const isCreditNote = invoice.creditNoteNumber !== null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        href={invoicePdfUrl(invoice.id, locale)}
        download
      >
        {isCreditNote ? t('detail.downloadCreditNote') : t('detail.downloadPdf')}
      </Button>
      {bills && invoice.status === 'draft' && (
        <Button variant="contained" onClick={() => setOpen('issue')}>
          {t('issue.open')}
        </Button>
      )}
      {bills && voidable && (
        <Button variant="outlined" color="error" onClick={() => setOpen('void')}>
          {t('void.open')}
        </Button>
      )}
      <ConfirmDialog
        open={open === 'issue'}
        title={t('issue.title')}
        message={t('issue.message')}
        confirmLabel={t('issue.confirm')}
        pending={issue.isPending}
        error={issue.error}
        onClose={() => setOpen(null)}
        onConfirm={() =>
          issue.mutate(invoice.id, {
            onSuccess: (issued) => {
              setOpen(null);
              onDone(t('issue.done', { number: issued?.number }));
            },
          })
        }
      />
      {open === 'void' && (
        <VoidInvoiceDialog
          invoice={invoice}
          onClose={() => setOpen(null)}
          onDone={(voided) => {
            setOpen(null);
            onDone(t('void.done', { number: voided.number, creditNote: voided.creditNoteNumber }));
          }}
        />
      )}
    </Stack>
  );
}
