import { useCallback, useMemo } from 'react';
import { useLocale } from '../../app/i18n/useLocale.ts';

/** Formats the server's ISO times as a date and time in the page's locale and the local zone. */
export function useDateTimeFormat(): (iso: string) => string {
  const locale = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}
