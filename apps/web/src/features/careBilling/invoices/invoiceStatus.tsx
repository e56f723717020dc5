import { type CareInvoice, type CareInvoiceStatus, careDay } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const statusColor = {
  draft: 'default',
  issued: 'info',
  partiallyPaid: 'warning',
  paid: 'success',
  disputed: 'error',
  voided: 'default',
} as const satisfies Record<CareInvoiceStatus, string>;

/** Still owed and past its due day, in the agency's day. */
export const isOverdue = (
  invoice: Pick<CareInvoice, 'status' | 'dueOn'>,
  today = careDay(),
): boolean =>
  (invoice.status === 'issued' || invoice.status === 'partiallyPaid') &&
  invoice.dueOn !== null &&
  invoice.dueOn < today;

/** The invoice's status as a chip, and an "overdue" chip beside it when it is. */
export function InvoiceStatusChips({ invoice }: { invoice: CareInvoice }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={statusColor[invoice.status]}
        variant={invoice.status === 'voided' ? 'outlined' : 'filled'}
        label={t(`statuses.${invoice.status}`)}
      />
      {isOverdue(invoice) && <Chip size="small" color="error" label={t('overdue')} />}
    </Stack>
  );
}
