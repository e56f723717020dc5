import { BuyerKind, CardType, Country, Currency, PaymentMode } from '@hearth/domain';

/** How a demo organisation pays: a saved card or debit, or invoices it settles by transfer. */
export type DemoMethod =
  | { mode: typeof PaymentMode.creditCard; cardType: CardType; last4: string }
  | { mode: typeof PaymentMode.preAuthorizedDebit; last4: string }
  | { mode: typeof PaymentMode.invoice };

/**
 * One demo organisation's membership: which plan (the demo product's en-US name and currency),
 * the billing address, how it pays, and how many days ago its current monthly period began (each
 * organisation renews on a different day of the month).
 */
export type DemoPlan = {
  organisation: { kind: typeof BuyerKind.agency | typeof BuyerKind.partner; name: string };
  product: string;
  currency: Currency;
  country: Country;
  province: string;
  method: DemoMethod;
  daysIntoPeriod: number;
  /** The latest card charge was declined three times: the subscription is past due. */
  pastDue?: true;
};

const card = (cardType: CardType, last4: string): DemoMethod => ({
  mode: PaymentMode.creditCard,
  cardType,
  last4,
});
const agency = (name: string) => ({ kind: BuyerKind.agency, name });
const cad = Currency.canadianDollar;
const usd = Currency.usDollar;

// The organisations are those of the directory's and identity's demo seeders, found by name.
export const demoPlans: readonly DemoPlan[] = [
  {
    organisation: agency('Maple Home Care'),
    product: 'Agency Growth',
    currency: cad,
    country: Country.canada,
    province: 'ON',
    method: card(CardType.visa, '4242'),
    daysIntoPeriod: 3,
  },
  {
    organisation: agency('Pacific Coast Caregivers'),
    product: 'Agency Starter',
    currency: cad,
    country: Country.canada,
    province: 'BC',
    method: { mode: PaymentMode.preAuthorizedDebit, last4: '6789' },
    daysIntoPeriod: 11,
  },
  {
    organisation: agency('Harbour Shared Living'),
    product: 'Agency Starter',
    currency: cad,
    country: Country.canada,
    province: 'BC',
    method: card(CardType.mastercard, '4444'),
    daysIntoPeriod: 19,
  },
  {
    organisation: agency('Soins Saint-Laurent'),
    product: 'Agency Growth',
    currency: cad,
    country: Country.canada,
    province: 'QC',
    method: { mode: PaymentMode.invoice },
    daysIntoPeriod: 5,
  },
  {
    organisation: agency('Empire State Home Health'),
    product: 'Agency Growth',
    currency: usd,
    country: Country.unitedStates,
    province: 'NY',
    method: card(CardType.americanExpress, '8431'),
    daysIntoPeriod: 24,
  },
  {
    organisation: agency('Golden Bay Senior Care'),
    product: 'Agency Starter',
    currency: usd,
    country: Country.unitedStates,
    province: 'CA',
    method: card(CardType.discover, '1117'),
    daysIntoPeriod: 8,
  },
  {
    organisation: agency('Cuidados Castellana'),
    product: 'Agency Starter',
    currency: usd,
    country: Country.spain,
    province: 'M',
    method: card(CardType.visaDebit, '0341'),
    daysIntoPeriod: 14,
  },
  {
    organisation: agency('Northern Lights Care'),
    product: 'Agency Starter',
    currency: cad,
    country: Country.canada,
    province: 'ON',
    method: card(CardType.debitMastercard, '8210'),
    daysIntoPeriod: 27,
  },
  {
    // A partner, not an agency: partners list nothing in the marketplace, so hiding the listings
    // of a past-due organisation leaves the demo's marketplace as it is.
    organisation: { kind: BuyerKind.partner, name: 'Riverside General Hospital' },
    product: 'Partner',
    currency: cad,
    country: Country.canada,
    province: 'ON',
    method: card(CardType.diners, '3237'),
    daysIntoPeriod: 10,
    pastDue: true,
  },
];

/**
 * Spain is not in the sales-tax table: a Canadian seller's service to a business in the EU is
 * taxed by reverse charge (the buyer accounts for the VAT), so the Madrid agency's region gets a
 * rate with no components in the demo. CELEX 32006L0112 is the VAT Directive, in any language.
 */
export const demoReverseChargeRate = {
  country: Country.spain,
  province: 'M',
  effectiveFrom: '2025-01-01',
  components: [],
  source: 'CELEX 32006L0112, art. 196',
};
