import type { Currency, Locale } from '@hearth/domain';

// Money and days as each locale writes them, for every screen that shows a price or a bill.

const formats = new Map<string, Intl.NumberFormat>();

/** A price in cents as the locale writes money ("$49.00", "49,00 CAD"); cents only for display. */
export function formatPrice(cents: number, currency: Currency, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day (`2026-11-27`, a day of the agencies' time zone) as the locale writes it. */
export function formatDay(day: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (format === undefined) {
    // The day is already the agencies' day: read and written in UTC, it cannot shift.
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
