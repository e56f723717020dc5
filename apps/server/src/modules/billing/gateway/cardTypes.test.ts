import { describe, expect, it } from 'vitest';
import { cardTypeOf } from './cardTypes.ts';

describe('cardTypeOf', () => {
  it.each([
    ['visa', 'credit', 'visa'],
    ['visa', 'debit', 'visaDebit'],
    ['visa', 'prepaid', 'visa'],
    ['mastercard', 'credit', 'mastercard'],
    ['mastercard', 'debit', 'debitMastercard'],
    ['amex', 'credit', 'americanExpress'],
    ['amex', 'debit', 'americanExpress'],
    ['discover', 'credit', 'discover'],
    ['diners', 'credit', 'diners'],
    ['jcb', 'credit', 'jcb'],
    ['visa', null, 'visa'],
  ])('maps %s with funding %s to %s', (brand, funding, expected) => {
    expect(cardTypeOf(brand, funding)).toBe(expected);
  });

  it('gives no card type to a brand outside the spec', () => {
    expect(cardTypeOf('unionpay', 'credit')).toBeNull();
    expect(cardTypeOf('cartes_bancaires', 'debit')).toBeNull();
    expect(cardTypeOf('unknown', null)).toBeNull();
  });
});
