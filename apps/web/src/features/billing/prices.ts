import type { Currency, Locale, Product } from '@hearth/domain';

/** The currency a visitor most likely pays in: US dollars in the US locale, else Canadian. */
export const defaultCurrency = (locale: Locale): Currency => (locale === 'en-US' ? 'USD' : 'CAD');

/** The products one kind of organisation may buy, in one currency, in the server's order. */
export const plansFor = (
  products: readonly Product[],
  kind: Product['buyerKinds'][number],
  currency: Currency,
): Product[] =>
  products.filter((product) => product.currency === currency && product.buyerKinds.includes(kind));
