import { useCallback } from 'react';
import { useLocale } from '../../app/i18n/useLocale.ts';

/** A dose's time on the clock where the patient lives (the medication's zone), in the page's locale. */
export function useDoseTime(): (instant: string, timeZone: string) => string {
  const locale = useLocale();
  return useCallback(
    (instant: string, timeZone: string) =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(instant)),
    [locale],
  );
}
