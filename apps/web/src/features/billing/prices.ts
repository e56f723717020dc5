import type { Currency, Locale, Product } from '@hearth/domain';

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

/** The currency a visitor most likely pays in: US dollars in the US locale, else Canadian. */
export const defaultCurrency = (locale: Locale): Currency => (locale === 'en-US' ? 'USD' : 'CAD');

/** The products one kind of organisation may buy, in one currency, in the server's order. */
export const plansFor = (
  products: readonly Product[],
  kind: Product['buyerKinds'][number],
  currency: Currency,
): Product[] =>
  products.filter((product) => product.currency === currency && product.buyerKinds.includes(kind));
