import { type Country, type Currency, type Locale, PaymentMode } from '@hearth/domain';

/** The countries sales tax is charged for: where Hearth sells memberships. */
export const BILLING_COUNTRIES = ['CA', 'US'] as const satisfies readonly Country[];
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

export const isBillingCountry = (country: string | undefined): country is BillingCountry =>
  (BILLING_COUNTRIES as readonly string[]).includes(country ?? '');

/** Where a buyer with no address on record is most likely billed. */
export const defaultCountry = (locale: Locale): BillingCountry =>
  locale === 'en-US' ? 'US' : 'CA';

/** Pre-authorized debit is Canadian (Stripe's ACSS debit): only for plans priced in CAD. */
export const paymentModesFor = (currency: Currency): PaymentMode[] =>
  PaymentMode.codes.filter((mode) => mode !== PaymentMode.preAuthorizedDebit || currency === 'CAD');
