import type { CareInvoiceStatus } from '../api/careInvoices.ts';
import { PaymentFlag } from '../enums/billing.ts';

/**
 * An assessment's payment flag from the statuses of its issued invoices (those with a line of
 * it; drafts are no bill yet). A dispute holds everything: while one is open the flag is on hold,
 * whatever else is paid. Otherwise money still owed on any invoice keeps it unpaid, so a voided
 * invoice that was replaced by a corrected one follows the replacement; it is paid when every
 * invoice left standing is paid, and on hold when every invoice it has was voided. With no issued
 * invoice at all it is unpaid.
 */
export function paymentFlagOf(statuses: readonly CareInvoiceStatus[]): PaymentFlag {
  const issued = statuses.filter((status) => status !== 'draft');
  if (issued.includes('disputed')) {
    return PaymentFlag.voidedOrOnHold;
  }
  if (issued.some((status) => status === 'issued' || status === 'partiallyPaid')) {
    return PaymentFlag.unpaid;
  }
  if (issued.includes('paid')) {
    return PaymentFlag.paid;
  }
  return issued.length > 0 ? PaymentFlag.voidedOrOnHold : PaymentFlag.unpaid;
}
