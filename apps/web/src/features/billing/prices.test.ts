import type { Product } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../app/i18n/formats.ts';
import { defaultCurrency, plansFor } from './prices.ts';

// Intl writes a narrow no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('prices', () => {
  it('formats cents as each locale writes money', () => {
    expect(formatPrice(4_900, 'CAD', 'en-CA')).toBe('$49.00');
    expect(formatPrice(4_900, 'CAD', 'en-US')).toBe('CA$49.00');
    expect(formatPrice(3_900, 'USD', 'en-US')).toBe('$39.00');
    expect(plain(formatPrice(14_950, 'CAD', 'es-ES'))).toBe('149,50 CAD');
    expect(plain(formatPrice(123_456_789, 'USD', 'es-ES'))).toBe('1.234.567,89 US$');
    expect(formatPrice(1, 'USD', 'en-US')).toBe('$0.01');
  });

  it('offers US dollars in the US locale, Canadian dollars elsewhere', () => {
    expect(defaultCurrency('en-US')).toBe('USD');
    expect(defaultCurrency('en-CA')).toBe('CAD');
    expect(defaultCurrency('es-ES')).toBe('CAD');
  });

  it('picks the plans of one kind of organisation in one currency', () => {
    const product = (
      id: number,
      buyerKinds: Product['buyerKinds'],
      currency: Product['currency'],
    ) => ({ id, buyerKinds, currency }) as Product;
    const products = [
      product(1, ['agency'], 'CAD'),
      product(2, ['agency', 'partner'], 'CAD'),
      product(3, ['agency'], 'USD'),
    ];
    expect(plansFor(products, 'agency', 'CAD').map((p) => p.id)).toStrictEqual([1, 2]);
    expect(plansFor(products, 'partner', 'CAD').map((p) => p.id)).toStrictEqual([2]);
    expect(plansFor(products, 'provider', 'USD')).toStrictEqual([]);
  });
});
