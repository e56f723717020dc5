import { addDays, type CareInvoice, type CareInvoiceLine } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { formatDay, formatPrice } from '../../../app/i18n/formats.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';

/** How the invoice screens write an invoice's money, days, period and lines. */
export function useInvoiceFormat() {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (cents: number, invoice: Pick<CareInvoice, 'currency'>) =>
      formatPrice(cents, invoice.currency, locale),
    day: (day: string | null) => (day === null ? '—' : formatDay(day, locale)),
    /** The stored end is the next period's first day; people read the last day billed. */
    period: (invoice: Pick<CareInvoice, 'periodStart' | 'periodEnd'>) =>
      t('periodRange', {
        start: formatDay(invoice.periodStart, locale),
        end: formatDay(addDays(invoice.periodEnd, -1), locale),
      }),
    billedTo: (invoice: CareInvoice) =>
      invoice.payer === null ? t('recipients.patient') : invoice.payer.name,
    quantity: (line: CareInvoiceLine) =>
      t(`quantity.${line.quantityUnit}`, { count: line.quantity }),
    rate: (line: CareInvoiceLine, invoice: Pick<CareInvoice, 'currency'>) => {
      const rate = formatPrice(line.rateCents, invoice.currency, locale);
      return line.rateUnit === null ? rate : t(`rateUnits.${line.rateUnit}`, { rate });
    },
    share: (line: CareInvoiceLine) =>
      line.shareBasisPoints === null ? '—' : share.format(line.shareBasisPoints / 10_000),
  };
}
