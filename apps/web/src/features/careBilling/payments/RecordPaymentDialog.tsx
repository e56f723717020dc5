import {
  CARE_PAYMENT_METHODS,
  type CarePaymentMethod,
  careDay,
  carePaymentCreateSchema,
  centsOfTyped,
  type OpenInvoice,
  personCaredFor,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../../api/fieldErrors.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { formatDay, formatPrice } from '../../../app/i18n/formats.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { ListLoading } from '../../../components/list/ListStatus.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useOpenInvoices, useRecordPayment } from './carePaymentsApi.ts';
import { PAYING_PARTIES, type PayingParty, useRecipientChoices } from './recipientChoices.ts';

export type RecordPaymentDialogProps = { agencyId: number; open: boolean; onClose: () => void };

type Draft = {
  party: PayingParty;
  whoId: string;
  method: CarePaymentMethod;
  reference: string;
  receivedOn: string;
  /** Per invoice id, the amount typed (in currency units). */
  amounts: Record<number, string>;
};

const emptyDraft = (): Draft => ({
  party: 'payer',
  whoId: '',
  method: 'cheque',
  reference: '',
  receivedOn: careDay(),
  amounts: {},
});

function InvoiceAllocations({
  invoices,
  amounts,
  onChange,
}: {
  invoices: readonly OpenInvoice[];
  amounts: Draft['amounts'];
  onChange: (invoiceId: number, amount: string) => void;
}) {
  const { t } = useTranslation('carePayments');
  const locale = useLocale();
  if (invoices.length === 0) {
    return <Alert severity="info">{t('record.noOpenInvoices')}</Alert>;
  }
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('record.allocate')}
      </Typography>
      {invoices.map((invoice) => (
        <TextField
          key={invoice.id}
          size="small"
          label={t('record.invoiceLine', {
            number: invoice.number,
            patient: personCaredFor(invoice),
            due: formatDay(invoice.dueOn, locale),
          })}
          helperText={t('record.balance', {
            balance: formatPrice(invoice.balanceCents, invoice.currency, locale),
          })}
          value={amounts[invoice.id] ?? ''}
          onChange={(event) => onChange(invoice.id, event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ))}
    </Stack>
  );
}

/** Money received: who paid, how, and which of their open invoices it settles. */
/** The payment's who-paid fields: a payer, or privately a client or a resident (by referral). */
function whoPaid(party: PayingParty, whoId: number) {
  const id = whoId > 0 ? whoId : null;
  return {
    recipient: party === 'payer' ? ('payer' as const) : ('patient' as const),
    payerId: party === 'payer' ? id : null,
    patientId: party === 'patient' ? id : null,
    referralId: party === 'resident' ? id : null,
  };
}

/** The field a refusal of who paid is reported on. */
const whoField = { payer: 'payerId', patient: 'patientId', resident: 'referralId' } as const;

export function RecordPaymentDialog({ agencyId, open, onClose }: RecordPaymentDialogProps) {
  const { t } = useTranslation('carePayments');
  const locale = useLocale();
  const titleId = useId();
  const { fieldText } = useFormMessages();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [localError, setLocalError] = useState<string | null>(null);
  const record = useRecordPayment();
  const choices = useRecipientChoices(agencyId, draft.party);
  const whoId = Number(draft.whoId);
  const { recipient, ...whoIds } = whoPaid(draft.party, whoId);
  const invoices = useOpenInvoices(
    whoId > 0 ? { agencyId, recipient, [whoField[draft.party]]: whoId } : null,
  );
  const allocations = Object.entries(draft.amounts)
    .map(([invoiceId, amount]) => ({
      invoiceId: Number(invoiceId),
      amountCents: centsOfTyped(amount) ?? 0,
    }))
    .filter((line) => line.amountCents !== 0);
  const amountCents = allocations.reduce((sum, line) => sum + line.amountCents, 0);
  const currency = invoices.data?.[0]?.currency;

  const close = () => {
    setDraft(emptyDraft());
    setLocalError(null);
    record.reset();
    onClose();
  };
  const submit = () => {
    const parsed = carePaymentCreateSchema.safeParse({
      agencyId,
      recipient,
      ...whoIds,
      method: draft.method,
      reference: draft.reference,
      receivedOn: draft.receivedOn,
      amountCents,
      allocations,
    });
    if (!parsed.success || allocations.some((line) => Number.isNaN(line.amountCents))) {
      setLocalError(t('record.incomplete'));
      return;
    }
    setLocalError(null);
    record.mutate(parsed.data, { onSuccess: close });
  };
  const errorOf = (field: string) => fieldText(serverFieldError(record.error, field));
  const allocationError = errorOf('allocations');

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('record.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {(localError ?? allocationError) && (
            <Alert severity="error" role="alert">
              {localError ?? allocationError}
            </Alert>
          )}
          {record.isError && !allocationError && (
            <Alert severity="error" role="alert">
              {t('record.failed', { message: record.error.message })}
            </Alert>
          )}
          <TextField
            select
            required
            label={t('record.recipient')}
            value={draft.party}
            onChange={(event) =>
              setDraft({
                ...draft,
                party: event.target.value as PayingParty,
                whoId: '',
                amounts: {},
              })
            }
          >
            {PAYING_PARTIES.map((party) => (
              <MenuItem key={party} value={party}>
                {t(`recipients.${party}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={t(`record.${draft.party}`)}
            value={draft.whoId}
            onChange={(event) => setDraft({ ...draft, whoId: event.target.value, amounts: {} })}
            error={errorOf(whoField[draft.party]) !== undefined}
            helperText={errorOf(whoField[draft.party])}
          >
            {(choices.data ?? []).map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          {draft.party === 'resident' && choices.data?.length === 0 && (
            <Alert severity="info">{t('record.noResidentsOwing')}</Alert>
          )}
          {whoId > 0 &&
            (invoices.isPending ? (
              <ListLoading label={t('record.loadingInvoices')} />
            ) : (
              <InvoiceAllocations
                invoices={invoices.data ?? []}
                amounts={draft.amounts}
                onChange={(invoiceId, amount) =>
                  setDraft({ ...draft, amounts: { ...draft.amounts, [invoiceId]: amount } })
                }
              />
            ))}
          <TextField
            select
            required
            label={t('record.method')}
            value={draft.method}
            onChange={(event) =>
              setDraft({ ...draft, method: event.target.value as CarePaymentMethod })
            }
          >
            {CARE_PAYMENT_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {t(`methods.${method}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            label={t('record.reference')}
            value={draft.reference}
            onChange={(event) => setDraft({ ...draft, reference: event.target.value })}
            error={errorOf('reference') !== undefined}
            helperText={errorOf('reference') ?? t('record.referenceHelp')}
          />
          <TextField
            required
            type="date"
            label={t('record.receivedOn')}
            value={draft.receivedOn}
            onChange={(event) => setDraft({ ...draft, receivedOn: event.target.value })}
            error={errorOf('receivedOn') !== undefined}
            helperText={errorOf('receivedOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography role="status">
            {t('record.total', {
              amount:
                currency === undefined || Number.isNaN(amountCents)
                  ? '—'
                  : formatPrice(amountCents, currency, locale),
            })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('record.cancel')}</Button>
        <SpinnerButton
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          spinning={record.isPending}
        >
          {t('record.submit')}
        </SpinnerButton>
      </DialogActions>
    </Dialog>
  );
}
