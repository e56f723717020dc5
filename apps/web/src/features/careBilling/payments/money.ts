/**
 * Cents from an amount as a person types it ("125", "125.5", "1,250.00" or "125,50"): NaN when it
 * is not an amount, 0 when blank. The last separator followed by one or two digits is the decimal
 * one, so both the English and the Spanish way of writing money are read.
 */
export function centsOf(typed: string): number {
  const text = typed.trim().replace(/\s/g, '');
  if (text === '') {
    return 0;
  }
  const match = /^(\d+(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (match === null) {
    return Number.NaN;
  }
  const units = Number((match[1] ?? '').replace(/[.,]/g, ''));
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return units * 100 + Number(fraction === '' ? '0' : fraction);
}
