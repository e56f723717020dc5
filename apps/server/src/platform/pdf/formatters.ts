import type { Locale } from '@hearth/domain';

// The standard PDF fonts speak WinAnsi, which has the no-break space but not the narrow one some
// locales put in dates and amounts.
export const winAnsi = (text: string): string => text.replace(/\u202f/g, '\u00a0');

export type DocumentFormatters = {
  money: (cents: number) => string;
  /** A percent given as a number of percent (13 → "13%"). */
  percent: (value: number) => string;
  /** An agency day (YYYY-MM-DD) in words. */
  day: (day: string) => string;
};

/** Amounts, percents and days as a document prints them in the reader's language. */
export function documentFormatters(locale: Locale, currency: string): DocumentFormatters {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (cents) => winAnsi(money.format(cents / 100)),
    percent: (value) => winAnsi(percent.format(value / 100)),
    day: (day) => winAnsi(date.format(new Date(`${day}T00:00:00Z`))),
  };
}
