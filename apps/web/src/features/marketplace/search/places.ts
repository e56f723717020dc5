import type { City, Country, Locale, SearchQuery } from '@hearth/domain';

/** How a city reads in a place box and in result counts: "Toronto, ON". */
export const cityLabel = (city: Pick<City, 'name' | 'provinceCode'>) =>
  `${city.name}, ${city.provinceCode}`;

/** A stored query for a chosen city, with the spec's fields filled as the older client did. */
export function queryOfCity(
  city: Pick<City, 'name' | 'provinceCode' | 'country' | 'latitude' | 'longitude'>,
): SearchQuery {
  return {
    location: cityLabel(city),
    city1: city.name,
    state1: city.provinceCode,
    country1: city.country,
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

// Prices are in the listing's country's currency.
const CURRENCIES: Record<Country, string> = { CA: 'CAD', US: 'USD', ES: 'EUR' };
const LOCALE_COUNTRY: Record<Locale, Country> = { 'en-US': 'US', 'en-CA': 'CA', 'es-ES': 'ES' };

export function currencyOf(country: Country | null | undefined, locale: Locale): string {
  return CURRENCIES[country ?? LOCALE_COUNTRY[locale]];
}

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // Whole amounts read cleaner ("$32"), cents only when there are some.
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

export function formatKm(km: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
