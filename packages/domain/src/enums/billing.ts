import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

export const PaymentFlag = defineEnumeration('paymentFlag', {
  unpaid: 0,
  paid: 1,
  voidedOrOnHold: 2,
});
export type PaymentFlag = CodeOf<typeof PaymentFlag>;

/** Whether a subscription is invoiced before the period or after the service was given. */
export const InvoiceSchedule = defineEnumeration('invoiceSchedule', {
  advance: 1,
  incurred: 2,
});
export type InvoiceSchedule = CodeOf<typeof InvoiceSchedule>;

export const PaymentMode = defineEnumeration('paymentMode', {
  creditCard: 0,
  preAuthorizedDebit: 1,
  invoice: 2,
});
export type PaymentMode = CodeOf<typeof PaymentMode>;

export const UnitOfMeasure = defineEnumeration('unitOfMeasure', {
  service: 0,
  daily: 1,
  weekly: 2,
  monthly: 3,
});
export type UnitOfMeasure = CodeOf<typeof UnitOfMeasure>;

export const SharedLivingBillingFrequency = defineEnumeration('sharedLivingBillingFrequency', {
  service: 0,
  daily: 1,
  weekly: 2,
  monthly: 3,
  semiMonthly: 4,
});
export type SharedLivingBillingFrequency = CodeOf<typeof SharedLivingBillingFrequency>;

// Unlike the other billing lists, the spec gives these as names, so the names are the codes.
export const AssessmentBillingFrequency = defineEnumeration('assessmentBillingFrequency', {
  none: 'none',
  weekly: 'weekly',
  biWeekly: 'biWeekly',
  monthEnd: 'monthEnd',
  monthly: 'monthly',
  semiMonthly: 'semiMonthly',
});
export type AssessmentBillingFrequency = CodeOf<typeof AssessmentBillingFrequency>;

/** What an assessment's rate is charged per: an hour of care, a visit, or a day (live-in care). */
export const AssessmentRateUnit = defineEnumeration('assessmentRateUnit', {
  hour: 'hour',
  visit: 'visit',
  day: 'day',
});
export type AssessmentRateUnit = CodeOf<typeof AssessmentRateUnit>;

/** How billed time is rounded to the product's increment. */
export const RoundingRule = defineEnumeration('roundingRule', {
  nearestIncrement: 0,
  up: 1,
  down: 2,
});
export type RoundingRule = CodeOf<typeof RoundingRule>;

export const CardType = defineEnumeration('cardType', {
  visa: 'visa',
  visaDebit: 'visaDebit',
  mastercard: 'mastercard',
  debitMastercard: 'debitMastercard',
  americanExpress: 'americanExpress',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
});
export type CardType = CodeOf<typeof CardType>;

/** The currencies membership products are priced in. */
export const Currency = defineEnumeration('currency', {
  canadianDollar: 'CAD',
  usDollar: 'USD',
});
export type Currency = CodeOf<typeof Currency>;

/** The kinds of organisation a membership product is sold to. */
export const BuyerKind = defineEnumeration('buyerKind', {
  agency: 'agency',
  partner: 'partner',
  provider: 'provider',
});
export type BuyerKind = CodeOf<typeof BuyerKind>;

/** Where a membership subscription stands in its lifecycle. */
export const SubscriptionStatus = defineEnumeration('subscriptionStatus', {
  trialing: 'trialing',
  active: 'active',
  pastDue: 'pastDue',
  cancelled: 'cancelled',
});
export type SubscriptionStatus = CodeOf<typeof SubscriptionStatus>;
