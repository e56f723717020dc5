import { describe, expect, it } from 'vitest';
import {
  AssessmentBillingFrequency,
  CardType,
  InvoiceSchedule,
  PaymentFlag,
  PaymentMode,
  RoundingRule,
  SharedLivingBillingFrequency,
  UnitOfMeasure,
} from './billing.ts';

// Written out from the spec (§4, §9).
describe('billing enumerations keep the spec codes', () => {
  it('payment flag', () => {
    expect(PaymentFlag.values).toStrictEqual({ unpaid: 0, paid: 1, voidedOrOnHold: 2 });
  });

  it('invoice schedule', () => {
    expect(InvoiceSchedule.values).toStrictEqual({ advance: 1, incurred: 2 });
  });

  it('payment mode', () => {
    expect(PaymentMode.values).toStrictEqual({ creditCard: 0, preAuthorizedDebit: 1, invoice: 2 });
  });

  it('unit of measure', () => {
    expect(UnitOfMeasure.values).toStrictEqual({ service: 0, daily: 1, weekly: 2, monthly: 3 });
  });

  it('shared living billing frequency', () => {
    expect(SharedLivingBillingFrequency.values).toStrictEqual({
      service: 0,
      daily: 1,
      weekly: 2,
      monthly: 3,
      semiMonthly: 4,
    });
  });

  it('assessment billing frequency', () => {
    expect(AssessmentBillingFrequency.values).toStrictEqual({
      none: 'none',
      weekly: 'weekly',
      biWeekly: 'biWeekly',
      monthEnd: 'monthEnd',
      monthly: 'monthly',
      semiMonthly: 'semiMonthly',
    });
  });

  it('rounding rule', () => {
    expect(RoundingRule.values).toStrictEqual({ nearestIncrement: 0, up: 1, down: 2 });
  });

  it('card type', () => {
    expect(CardType.values).toStrictEqual({
      visa: 'visa',
      visaDebit: 'visaDebit',
      mastercard: 'mastercard',
      debitMastercard: 'debitMastercard',
      americanExpress: 'americanExpress',
      discover: 'discover',
      diners: 'diners',
      jcb: 'jcb',
    });
  });
});
