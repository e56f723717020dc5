import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard.
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short random reference a visitor quotes when they call (`CR-7KQ2-M9XD`): unguessable, so it
 * tells nothing about how many others there are.
 */
export function newReference(prefix: string): string {
  const code = Array.from({ length: 8 }, () => referenceAlphabet[randomInt(32)]).join('');
  return `${prefix}-${code.slice(0, 4)}-${code.slice(4)}`;
}
