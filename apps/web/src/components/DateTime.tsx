import { useCallback, useMemo } from 'react';
import { useLocale } from '../app/i18n/useLocale.ts';

/**
 * Formats the server's instants in the page's locale, in the visitor's time zone unless one is
 * given (a visit is read where it happened, in the agency's zone).
 */
export function useDateTimeFormat(withSeconds = false, timeZone?: string): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: withSeconds ? 'medium' : 'short',
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale, withSeconds, timeZone]);
}

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

export type DateTimeProps = { value: string; withSeconds?: boolean; timeZone?: string };

/** An instant for people to read, with the exact value kept for machines. */
export function DateTime({ value, withSeconds = false, timeZone }: DateTimeProps) {
  const format = useDateTimeFormat(withSeconds, timeZone);
  return <time dateTime={value}>{format(value)}</time>;
}
