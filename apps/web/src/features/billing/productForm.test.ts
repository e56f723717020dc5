import { describe, expect, it } from 'vitest';
import {
  centsToPriceText,
  initialProductValues,
  priceTextToCents,
  productFormSchema,
} from './productForm.ts';

describe('the product form', () => {
  it('reads a typed price as whole cents, without floats', () => {
    expect(priceTextToCents('49')).toBe(4_900);
    expect(priceTextToCents('49.9')).toBe(4_990);
    expect(priceTextToCents(' 0.29 ')).toBe(29);
    expect(priceTextToCents('1234.56')).toBe(123_456);
    expect(priceTextToCents('49.999')).toBeNull();
    expect(priceTextToCents('-1')).toBeNull();
    expect(priceTextToCents('4,90')).toBeNull();
    expect(priceTextToCents('')).toBeNull();
  });

  it('shows cents as a price to edit', () => {
    expect(centsToPriceText(4_900)).toBe('49.00');
    expect(centsToPriceText(5)).toBe('0.05');
    expect(priceTextToCents(centsToPriceText(123_457))).toBe(123_457);
  });

  it('sends the shared schema’s shape, the price in cents', () => {
    const values = initialProductValues(null);
    const filled = {
      ...values,
      names: { 'en-US': 'Plan', 'en-CA': 'Plan', 'es-ES': 'Plan' },
      descriptions: { 'en-US': 'For all.', 'en-CA': 'For all.', 'es-ES': 'Para todos.' },
      price: '19.95',
    };
    expect(productFormSchema.parse(filled)).toMatchObject({ priceCents: 1_995, currency: 'CAD' });
    const refused = productFormSchema.safeParse({ ...filled, price: '19.955' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toStrictEqual(['price']);
  });
});
