import { useCallback, useMemo } from 'react';
import { useLocale } from '../../app/i18n/useLocale.ts';

/**
 * Formats a calendar date (YYYY-MM-DD, a birth date) in the page's locale. It is read as a day in
 * UTC, so no time zone moves a birthday to the day before.
 */
export function useDateFormat(): (day: string) => string {
  const locale = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    [locale],
  );
  return useCallback((day: string) => format.format(new Date(`${day}T00:00:00Z`)), [format]);
}
