// Money as a person types it into a box, read the same way by every form that takes an amount.
// Its own module, beside the money rules, so that only the pages with such a box load it.

/**
 * Cents from an amount as a person types it ("125", "125.5", "1,250.00" or "125,50"): null when
 * blank, NaN when it is not an amount. The last separator followed by one or two digits is the
 * decimal one, so both the English and the Spanish way of writing money are read ("32.505" is
 * thirty-two thousand five hundred and five, as in Spanish).
 */
export function centsOfTyped(typed: string): number | null {
  const text = typed.trim().replace(/\s/g, '');
  if (text === '') {
    return null;
  }
  const match = /^(\d+(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (match === null) {
    return Number.NaN;
  }
  const units = Number((match[1] ?? '').replace(/[.,]/g, ''));
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return units * 100 + Number(fraction);
}
