import type { CareInvoiceRecipient, CareInvoiceRunStatus } from '@hearth/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { useDateFormat } from '../../../components/DateTime.tsx';
import { lastDayOf } from './lastMonth.ts';

/** The run page's words for codes, periods and money, in the page's language. */
export function useRunText() {
  const { t } = useTranslation('invoiceRuns');
  const locale = useLocale();
  const formatDay = useDateFormat();
  const moneyFormats = useMemo(() => new Map<string, Intl.NumberFormat>(), []);

  const money = useCallback(
    (cents: number, currency: string) => {
      let format = moneyFormats.get(currency);
      if (format === undefined) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        moneyFormats.set(currency, format);
      }
      return format.format(cents / 100);
    },
    [locale, moneyFormats],
  );

  return {
    status: (status: CareInvoiceRunStatus) => t(`statuses.${status}`),
    recipient: (recipient: CareInvoiceRecipient) => t(`recipients.${recipient}`),
    period: (start: string, end: string) =>
      t('period', { from: formatDay(start), to: formatDay(lastDayOf(end)) }),
    money,
  };
}
