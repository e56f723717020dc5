import { describe, expect, it } from 'vitest';
import { PaymentFlag } from '../enums/billing.ts';
import { paymentFlagOf } from './carePaymentFlag.ts';

describe('an assessment payment flag follows its issued invoices', () => {
  it('is unpaid with no issued invoice, drafts counting for nothing', () => {
    expect(paymentFlagOf([])).toBe(PaymentFlag.unpaid);
    expect(paymentFlagOf(['draft'])).toBe(PaymentFlag.unpaid);
  });

  it('is paid only when every standing invoice is paid', () => {
    expect(paymentFlagOf(['paid', 'paid', 'draft'])).toBe(PaymentFlag.paid);
    expect(paymentFlagOf(['paid', 'partiallyPaid'])).toBe(PaymentFlag.unpaid);
    expect(paymentFlagOf(['paid', 'issued'])).toBe(PaymentFlag.unpaid);
  });

  it('is on hold while any invoice is disputed, whatever else is paid or owed', () => {
    expect(paymentFlagOf(['paid', 'disputed'])).toBe(PaymentFlag.voidedOrOnHold);
    expect(paymentFlagOf(['issued', 'disputed'])).toBe(PaymentFlag.voidedOrOnHold);
  });

  it('follows the replacement of a voided invoice, and is on hold when all were voided', () => {
    expect(paymentFlagOf(['voided', 'issued'])).toBe(PaymentFlag.unpaid);
    expect(paymentFlagOf(['voided', 'paid'])).toBe(PaymentFlag.paid);
    expect(paymentFlagOf(['voided'])).toBe(PaymentFlag.voidedOrOnHold);
  });
});
