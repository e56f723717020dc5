import { addDays, careDay, PaymentFlag, type SubscriptionPayment } from '@hearth/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatPrice } from '../../app/i18n/formats.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { Column } from '../../components/list/DataList.tsx';
import { paymentPdfUrl } from './subscriptionsApi.ts';

const statusColor = {
  [PaymentFlag.unpaid]: 'warning',
  [PaymentFlag.paid]: 'success',
  [PaymentFlag.voidedOrOnHold]: 'default',
} as const;

/** The payment's status as a chip: unpaid, paid, voided (or refunded). */
export function PaymentStatusChip({ payment }: { payment: SubscriptionPayment }) {
  const { t } = useTranslation('subscriptions');
  const label = useLabel();
  const text =
    payment.refundedAt === null
      ? label(PaymentFlag.labelKey(payment.status))
      : t('payments.refunded');
  return <Chip size="small" color={statusColor[payment.status]} label={text} />;
}

/** The columns of a list of invoices and receipts; `actions` adds the administrators' buttons. */
export function usePaymentColumns(
  actions?: (payment: SubscriptionPayment) => ReactNode,
): Column<SubscriptionPayment>[] {
  const { t } = useTranslation('subscriptions');
  const locale = useLocale();
  return useMemo(() => {
    const columns: Column<SubscriptionPayment>[] = [
      {
        id: 'number',
        header: t('payments.columns.number'),
        cell: (p) => p.invoiceNumber,
        noWrap: true,
      },
      {
        id: 'issued',
        header: t('payments.columns.issued'),
        cell: (p) => formatDay(careDay(p.issuedAt), locale),
        noWrap: true,
      },
      {
        id: 'period',
        header: t('payments.columns.period'),
        cell: (p) =>
          t('payments.periodRange', {
            start: formatDay(p.periodStart, locale),
            // The stored end is the next period's first day; people read the last day billed.
            end: formatDay(addDays(p.periodEnd, -1), locale),
          }),
      },
      {
        id: 'total',
        header: t('payments.columns.total'),
        cell: (p) => formatPrice(p.totalCents, p.currency, locale),
        noWrap: true,
      },
      {
        id: 'status',
        header: t('payments.columns.status'),
        cell: (p) => <PaymentStatusChip payment={p} />,
      },
      {
        id: 'pdf',
        header: t('payments.columns.document'),
        cell: (p) => (
          <Button
            size="small"
            startIcon={<PictureAsPdfIcon />}
            href={paymentPdfUrl(p.id, locale)}
            download={`${p.invoiceNumber}.pdf`}
            aria-label={t('payments.downloadOf', { number: p.invoiceNumber })}
          >
            {t('payments.download')}
          </Button>
        ),
        noWrap: true,
      },
    ];
    if (actions !== undefined) {
      columns.push({ id: 'actions', header: t('payments.columns.actions'), cell: actions });
    }
    return columns;
  }, [t, locale, actions]);
}
