import { type CareInvoiceDetail, careInvoiceVoidSchema } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/ApiError.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useInvoiceFormat } from './invoiceFormat.ts';
import { useVoidInvoice } from './invoicesApi.ts';

export type VoidInvoiceDialogProps = {
  invoice: CareInvoiceDetail;
  onClose: () => void;
  onDone: (voided: CareInvoiceDetail) => void;
};

/** Voids an issued invoice with the reason, which its credit note prints. */
export function VoidInvoiceDialog({ invoice, onClose, onDone }: VoidInvoiceDialogProps) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const { errorMap, fieldText } = useFormMessages();
  const voiding = useVoidInvoice();
  const [reason, setReason] = useState('');
  // Checked here first with the server's own schema, so a missing reason reads in the page's language.
  const [checkErrors, setCheckErrors] = useState<Partial<Record<string, string[]>>>({});
  const serverErrors = voiding.error instanceof ApiError ? voiding.error.fieldErrors : {};
  const reasonError = fieldText({ ...serverErrors, ...checkErrors }.reason?.[0]);
  const refusedAsPaid = voiding.error instanceof ApiError && voiding.error.code === 'conflict';
  const formError =
    voiding.error === null || reasonError !== undefined
      ? null
      : refusedAsPaid && invoice.paidCents > 0
        ? t('void.paidFirst')
        : voiding.error.message;
  const submit = () => {
    const checked = careInvoiceVoidSchema.safeParse({ reason }, { error: errorMap });
    if (!checked.success) {
      setCheckErrors(z.flattenError(checked.error).fieldErrors);
      return;
    }
    setCheckErrors({});
    voiding.mutate({ invoiceId: invoice.id, reason }, { onSuccess: onDone });
  };
  return (
    <FormDialog
      title={t('void.title', { number: invoice.number })}
      submitLabel={t('void.confirm')}
      formError={formError}
      pending={voiding.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>
        {t('void.message', { total: format.money(invoice.totalCents, invoice) })}
      </Typography>
      <TextField
        label={t('void.reason')}
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError !== undefined}
        helperText={reasonError}
      />
    </FormDialog>
  );
}
