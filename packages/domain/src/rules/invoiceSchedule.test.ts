import { describe, expect, it } from 'vitest';
import { InvoiceSchedule } from '../enums/billing.ts';
import { invoiceIssueDay, trueUpCents } from './invoiceSchedule.ts';

const march = { start: '2026-03-01', end: '2026-04-01' };

describe('invoice schedule', () => {
  it('issues an advance invoice on the period’s first day', () => {
    expect(invoiceIssueDay(InvoiceSchedule.advance, march)).toBe('2026-03-01');
  });

  it('issues an incurred invoice the day after the period’s last day', () => {
    expect(invoiceIssueDay(InvoiceSchedule.incurred, march)).toBe('2026-04-01');
    const lastHalfOfFebruary = { start: '2028-02-16', end: '2028-03-01' };
    expect(invoiceIssueDay(InvoiceSchedule.incurred, lastHalfOfFebruary)).toBe('2028-03-01');
  });

  it('trues up an advance period by the verified charge minus the billed one', () => {
    // Planned 10 visits of 2 hours at $30; verified 9 visits: a credit of one visit.
    expect(trueUpCents(60_000, 54_000)).toBe(-6_000);
    // A visit ran 30 minutes longer than planned: a charge of the difference.
    expect(trueUpCents(60_000, 61_500)).toBe(1_500);
    expect(trueUpCents(60_000, 60_000)).toBe(0);
  });
});
