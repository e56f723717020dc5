import { paymentFlagOf } from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import { invoiceStandingRepo } from './invoiceStandingRepo.ts';

/**
 * Sets the payment flag of every assessment billed on these invoices from all of its issued
 * invoices. Called in the transaction of each change to an invoice's standing (a payment, a
 * dispute, a void), so the flag and the change commit together.
 */
export async function recomputePaymentFlags(
  tx: Transaction,
  invoiceIds: readonly number[],
): Promise<void> {
  const assessmentIds = await invoiceStandingRepo.assessmentsOf(tx, invoiceIds);
  if (assessmentIds.length === 0) {
    return;
  }
  const statuses = await invoiceStandingRepo.invoiceStatusesOf(tx, assessmentIds);
  for (const [assessmentId, ofAssessment] of statuses) {
    await invoiceStandingRepo.setPaymentFlag(tx, assessmentId, paymentFlagOf(ofAssessment));
  }
}
