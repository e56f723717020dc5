import {
  careDay,
  paymentRecordSchema,
  paymentRefundSchema,
  paymentVoidSchema,
  type SubscriptionPayment,
} from '@hearth/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { formatPrice } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { type PaymentChange, useChangePayment } from './subscriptionsApi.ts';

export type PaymentAction = PaymentChange['kind'];

const bodySchemas: Record<PaymentAction, z.ZodType<Record<string, unknown>>> = {
  record: paymentRecordSchema,
  void: paymentVoidSchema,
  refund: paymentRefundSchema,
};

export type PaymentActionDialogProps = {
  action: PaymentAction;
  payment: SubscriptionPayment;
  onClose: () => void;
  onDone: (payment: SubscriptionPayment) => void;
};

/** Records an invoice's payment (reference and day), voids it, or refunds a paid card or debit. */
export function PaymentActionDialog({
  action,
  payment,
  onClose,
  onDone,
}: PaymentActionDialogProps) {
  const { t } = useTranslation('subscriptions');
  const locale = useLocale();
  const { errorMap, fieldText } = useFormMessages();
  const change = useChangePayment();
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(careDay());
  const [reason, setReason] = useState('');
  // Checked here first with the server's own schema, so a missing field reads in the page's language.
  const [checkErrors, setCheckErrors] = useState<Partial<Record<string, string[]>>>({});
  const serverErrors = change.error instanceof ApiError ? change.error.fieldErrors : {};
  const fieldErrors = { ...serverErrors, ...checkErrors };
  const errorOf = (field: string) => fieldText(fieldErrors[field]?.[0]);
  const shownFields = action === 'record' ? ['reference', 'paidOn'] : ['reason'];
  const formError =
    change.error !== null && !shownFields.some((field) => field in fieldErrors)
      ? change.error.message
      : null;
  const submit = () => {
    const request: PaymentChange =
      action === 'record'
        ? { kind: 'record', id: payment.id, body: { reference, paidOn } }
        : { kind: action, id: payment.id, body: { reason } };
    const checked = bodySchemas[action].safeParse(request.body, { error: errorMap });
    if (!checked.success) {
      setCheckErrors(z.flattenError(checked.error).fieldErrors);
      return;
    }
    setCheckErrors({});
    change.mutate(request, { onSuccess: onDone });
  };
  const field = (name: string) => ({
    error: errorOf(name) !== undefined,
    helperText: errorOf(name),
  });
  return (
    <FormDialog
      title={t(`paymentAction.${action}.title`, { number: payment.invoiceNumber })}
      submitLabel={t(`paymentAction.${action}.confirm`)}
      formError={formError}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>
        {t(`paymentAction.${action}.message`, {
          total: formatPrice(payment.totalCents, payment.currency, locale),
        })}
      </Typography>
      {action === 'record' ? (
        <>
          <TextField
            label={t('paymentAction.reference')}
            required
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            {...field('reference')}
          />
          <TextField
            type="date"
            label={t('paymentAction.paidOn')}
            required
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: careDay() } }}
            {...field('paidOn')}
          />
        </>
      ) : (
        <TextField
          label={t('paymentAction.reason')}
          required
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...field('reason')}
        />
      )}
    </FormDialog>
  );
}
