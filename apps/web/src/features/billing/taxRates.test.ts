import { careDay, type TaxRate } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { componentsText, standingOf } from './taxRates.ts';

const rate = (id: number, province: string, effectiveFrom: string): TaxRate => ({
  id,
  country: 'CA',
  province,
  effectiveFrom,
  components: [],
  total: 0,
  source: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('tax rates on the administrators’ page', () => {
  it('marks each region’s latest started rate in effect, later ones scheduled', () => {
    const rates = [
      rate(3, 'NS', '2027-01-01'),
      rate(2, 'NS', '2025-04-01'),
      rate(1, 'NS', '2010-07-01'),
      rate(4, 'ON', '2010-07-01'),
    ];
    expect(Object.fromEntries(standingOf(rates, '2026-11-27'))).toStrictEqual({
      3: 'scheduled',
      2: 'inEffect',
      1: 'replaced',
      4: 'inEffect',
    });
  });

  it('writes the components as the locale writes percents', () => {
    const quebec = {
      components: [
        { name: 'GST', percent: 5 },
        { name: 'QST', percent: 9.975 },
      ],
    };
    expect(componentsText(quebec, 'en-CA')).toBe('GST 5% + QST 9.975%');
    expect(componentsText(quebec, 'es-ES').replace(/\s/gu, ' ')).toBe('GST 5 % + QST 9,975 %');
    expect(componentsText({ components: [] }, 'en-US')).toBe('');
  });

  it('takes today in the agencies’ time zone', () => {
    // 03:00 UTC on 1 April is still 31 March in Toronto.
    expect(careDay(new Date('2025-04-01T03:00:00Z'))).toBe('2025-03-31');
  });
});
