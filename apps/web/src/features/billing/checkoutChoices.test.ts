import { PaymentMode } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { defaultCountry, isBillingCountry, paymentModesFor } from './checkoutChoices.ts';

describe('checkout choices', () => {
  it('offers pre-authorized debit only for plans in Canadian dollars', () => {
    expect(paymentModesFor('CAD')).toStrictEqual([
      PaymentMode.creditCard,
      PaymentMode.preAuthorizedDebit,
      PaymentMode.invoice,
    ]);
    expect(paymentModesFor('USD')).toStrictEqual([PaymentMode.creditCard, PaymentMode.invoice]);
  });

  it('bills in the United States from the US locale, in Canada otherwise, and nowhere else', () => {
    expect(defaultCountry('en-US')).toBe('US');
    expect(defaultCountry('en-CA')).toBe('CA');
    expect(defaultCountry('es-ES')).toBe('CA');
    expect(isBillingCountry('ES')).toBe(false);
    expect(isBillingCountry(undefined)).toBe(false);
  });
});
