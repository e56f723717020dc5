import { type TaxComponentRate, taxBreakdown, thousandthsToPercent } from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import type { ProductRow } from '../products/productRepo.ts';
import type { TaxRateRow } from '../taxRates/taxRateRepo.ts';
import type { PaymentRepo, PaymentRow } from './paymentRepo.ts';
import type { SubscriptionRow } from './subscriptionRepo.ts';

export type Priced = {
  priceCents: number;
  taxes: { name: string; rateThousandths: number; cents: number }[];
  taxCents: number;
  totalCents: number;
};

export type Taxed = Omit<Priced, 'priceCents'>;

/**
 * Each tax component of a rate on an amount, rounded half-up one by one: how every invoice of
 * Hearth is taxed, a membership's or an agency's care invoice.
 */
export function taxedAmount(amountCents: number, components: readonly TaxComponentRate[]): Taxed {
  const breakdown = taxBreakdown(amountCents, components);
  return {
    taxes: components.map((component, index) => ({
      name: component.name,
      rateThousandths: component.rateThousandths,
      cents: breakdown.lines[index]?.taxCents ?? 0,
    })),
    taxCents: breakdown.taxCents,
    totalCents: breakdown.totalCents,
  };
}

/** A product's price with each tax component of a rate. */
export function priceWithTax(product: ProductRow, rate: TaxRateRow): Priced {
  return { priceCents: product.priceCents, ...taxedAmount(product.priceCents, rate.components) };
}

/** Tax lines as the API shows them: percents, not thousandths. */
export const taxLinesDto = (lines: Priced['taxes']) =>
  lines.map((line) => ({
    name: line.name,
    percent: thousandthsToPercent(line.rateThousandths),
    cents: line.cents,
  }));

/** `H-2026-000123`: the year of issue and the year's sequence, six digits and more if need be. */
export const invoiceNumber = (year: number, sequence: number): string =>
  `H-${year}-${String(sequence).padStart(6, '0')}`;

export type Issue = {
  subscription: SubscriptionRow;
  product: ProductRow;
  rate: TaxRateRow;
  period: { start: string; end: string };
  issuedAt: Date;
  /** The day of issue in the agencies' time zone; its year numbers the invoice. */
  issuedOn: string;
};

/**
 * Issues the payment of one period with the next invoice number, copying price and tax lines
 * onto it. The caller holds the subscription's lock and knows the period is not issued yet.
 */
export async function issuePayment(
  tx: Transaction,
  payments: PaymentRepo,
  issue: Issue,
): Promise<PaymentRow> {
  const priced = priceWithTax(issue.product, issue.rate);
  const year = Number(issue.issuedOn.slice(0, 4));
  const sequence = await payments.takeInvoiceNumber(tx, year);
  return payments.insert(tx, {
    agencyId: issue.subscription.agencyId,
    partnerId: issue.subscription.partnerId,
    subscriptionId: issue.subscription.id,
    periodStart: issue.period.start,
    periodEnd: issue.period.end,
    amountCents: priced.priceCents,
    taxLines: priced.taxes,
    totalCents: priced.totalCents,
    currency: issue.product.currency,
    paymentMode: issue.subscription.paymentMode,
    issuedAt: issue.issuedAt,
    invoiceNumber: invoiceNumber(year, sequence),
  });
}
