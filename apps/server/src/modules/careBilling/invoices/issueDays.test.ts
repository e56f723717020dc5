import { describe, expect, it } from 'vitest';
import { invoiceNumberOf, issueDays } from './issueDays.ts';

describe('the days of an issue', () => {
  it("dates an invoice by the agency's day, not the UTC one, and counts the terms from it", () => {
    // 23:30 in Toronto on February 28 is already March 1 in UTC.
    expect(issueDays(new Date('2026-03-01T04:30:00Z'), 30)).toEqual({
      issuedOn: '2026-02-28',
      dueOn: '2026-03-30',
    });
    expect(issueDays(new Date('2026-03-01T05:30:00Z'), 0)).toEqual({
      issuedOn: '2026-03-01',
      dueOn: '2026-03-01',
    });
  });

  it('crosses a year end and a leap day', () => {
    expect(issueDays(new Date('2027-12-31T18:00:00Z'), 15).dueOn).toBe('2028-01-15');
    expect(issueDays(new Date('2028-02-14T18:00:00Z'), 15).dueOn).toBe('2028-02-29');
  });
});

describe('invoice numbers', () => {
  it('put the sequence after the prefix, four digits and more', () => {
    expect(invoiceNumberOf('MHC-', 7)).toBe('MHC-0007');
    expect(invoiceNumberOf('INV-', 12_345)).toBe('INV-12345');
  });
});
