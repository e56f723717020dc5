import type { Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { ProductRepo } from '../products/productRepo.ts';
import type { TaxRateRepo } from '../taxRates/taxRateRepo.ts';
import { type Issue, issuePayment } from './invoicing.ts';
import type { PaymentRepo, PaymentRow } from './paymentRepo.ts';
import type { SubscriptionRow } from './subscriptionRepo.ts';

/** What the scheduled billing writes in the audit log as its actor: nobody, no request. */
export const systemContext: AuditContext = { actorUserId: null, ip: null, requestId: null };

/** Issues a period's payment and writes its audit row, in the caller's transaction. */
export async function issueWithAudit(
  tx: Transaction,
  payments: PaymentRepo,
  context: AuditContext,
  issue: Issue,
): Promise<PaymentRow> {
  const payment = await issuePayment(tx, payments, issue);
  await writeAudit(tx, context, {
    action: 'billing.subscriptionPayment.issued',
    subjectType: 'subscriptionPayment',
    subjectId: payment.id,
    agencyId: payment.agencyId,
    details: { invoiceNumber: payment.invoiceNumber, totalCents: payment.totalCents },
  });
  return payment;
}

export type PeriodIssuer = {
  payments: PaymentRepo;
  products: ProductRepo;
  taxRates: TaxRateRepo;
};

/**
 * The scheduled billing's issue of one period at the product's price and the tax of the day of
 * issue, or undefined when the period has its payment already. The caller holds the
 * subscription's lock.
 */
export async function issuePeriodOnce(
  tx: Transaction,
  deps: PeriodIssuer,
  subscription: SubscriptionRow,
  period: { start: string; end: string },
  issued: { at: Date; on: string },
): Promise<PaymentRow | undefined> {
  if (await deps.payments.hasPeriod(tx, subscription.id, period.start)) {
    return undefined;
  }
  const product = await deps.products.find(subscription.productId);
  const rate = await deps.taxRates.rateAt(subscription, issued.on);
  if (product === undefined || rate === undefined) {
    throw new Error('an invoiced subscription lost its product or tax rate');
  }
  return issueWithAudit(tx, deps.payments, systemContext, {
    subscription,
    product,
    rate,
    period,
    issuedAt: issued.at,
    issuedOn: issued.on,
  });
}
