import type { CareInvoice } from '@hearth/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useInvoiceFormat } from './invoiceFormat.ts';

/** What the invoices on screen bill and what is still owed on them, per currency. */
export function InvoiceTotals({ invoices }: { invoices: readonly CareInvoice[] }) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const byCurrency = new Map<CareInvoice['currency'], { total: number; balance: number }>();
  for (const invoice of invoices) {
    const sums = byCurrency.get(invoice.currency) ?? { total: 0, balance: 0 };
    sums.total += invoice.status === 'voided' ? 0 : invoice.totalCents;
    sums.balance += invoice.balanceCents;
    byCurrency.set(invoice.currency, sums);
  }
  if (byCurrency.size === 0) {
    return null;
  }
  return (
    <Typography variant="body2" aria-label={t('totals.label')}>
      {[...byCurrency].map(([currency, sums]) => (
        <span key={currency}>
          {t('totals.total')}: <strong>{format.money(sums.total, { currency })}</strong> ·{' '}
          {t('totals.balance')}: <strong>{format.money(sums.balance, { currency })}</strong>{' '}
        </span>
      ))}
    </Typography>
  );
}
