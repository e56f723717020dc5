import type { Locale, TaxRate } from '@hearth/domain';

export type RateStanding = 'inEffect' | 'scheduled' | 'replaced';

/**
 * Where each rate stands today: the region's latest rate already started is in effect, later ones
 * are scheduled, earlier ones were replaced. `rates` are one country's, each region newest first.
 */
export function standingOf(rates: readonly TaxRate[], today: string): Map<number, RateStanding> {
  const standing = new Map<number, RateStanding>();
  const regionsInEffect = new Set<string>();
  for (const rate of rates) {
    const region = `${rate.country}-${rate.province}`;
    if (rate.effectiveFrom > today) {
      standing.set(rate.id, 'scheduled');
    } else if (regionsInEffect.has(region)) {
      standing.set(rate.id, 'replaced');
    } else {
      regionsInEffect.add(region);
      standing.set(rate.id, 'inEffect');
    }
  }
  return standing;
}

/** "GST 5 % + QST 9.975 %" in the locale's way of writing percents. */
export function componentsText(rate: Pick<TaxRate, 'components'>, locale: Locale): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  return rate.components
    .map((component) => `${component.name} ${percent.format(component.percent / 100)}`)
    .join(' + ');
}
