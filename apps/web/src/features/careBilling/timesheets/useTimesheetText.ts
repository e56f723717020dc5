import { addDays, CARE_TIME_ZONE, type PayPeriod } from '@hearth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/useLocale.ts';

/** Hours, days and times as a payroll clerk reads them, in the page's locale and the agency's zone. */
export function useTimesheetText() {
  const { t } = useTranslation('timesheets');
  const locale = useLocale();
  return useMemo(() => {
    const hours = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: CARE_TIME_ZONE });
    const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
    return {
      hours: (minutes: number) => hours.format(minutes / 60),
      day: dayOf,
      time: (instant: string | null) =>
        instant === null ? t('visits.none') : time.format(new Date(instant)),
      /** The period's first and last day (its end day is excluded). */
      period: (period: PayPeriod) =>
        t('period.range', { from: dayOf(period.start), to: dayOf(addDays(period.end, -1)) }),
    };
  }, [locale, t]);
}
