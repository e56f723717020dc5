import {
  type CareInvoiceStatus,
  type CarePaymentCreate,
  CarePaymentValidation,
} from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import {
  AppError,
  type CollectedFieldProblems,
  type FieldProblem,
  type FieldProblems,
} from '../../../platform/errors.ts';
import { type InvoiceStandingRow, invoiceStandingRepo } from './invoiceStandingRepo.ts';
import { recomputePaymentFlags } from './paymentFlags.ts';
import type { PaymentRepo } from './paymentRepo.ts';

// Recording a payment in the caller's transaction, once the caller has checked who records it
// and when it arrived: the payments service calls it for a request, the demo for its payments.

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

/** What an invoice's status becomes once this much of it is paid. */
const statusWhenPaid = (invoice: InvoiceStandingRow, paidCents: number): CareInvoiceStatus =>
  paidCents >= invoice.totalCents ? 'paid' : 'partiallyPaid';

/** Whether the invoice bills the one who paid: the payer, the patient, or the resident. */
function billsWhoPaid(invoice: InvoiceStandingRow, payment: CarePaymentCreate): boolean {
  if (invoice.recipient !== payment.recipient) {
    return false;
  }
  if (payment.recipient === 'payer') {
    return invoice.payerId === payment.payerId;
  }
  return payment.referralId === null
    ? invoice.patientId === payment.patientId
    : invoice.referralId === payment.referralId;
}

/** Why an allocation to this invoice is refused, field by field; none when it may settle it. */
function allocationErrors(
  invoice: InvoiceStandingRow | undefined,
  payment: CarePaymentCreate,
  amountCents: number,
): FieldProblem | undefined {
  if (invoice === undefined || invoice.agencyId !== payment.agencyId) {
    return CarePaymentValidation.invoiceNotOpen;
  }
  if (!billsWhoPaid(invoice, payment)) {
    return CarePaymentValidation.invoiceOfAnotherRecipient;
  }
  if (invoice.status !== 'issued' && invoice.status !== 'partiallyPaid') {
    return CarePaymentValidation.invoiceNotOpen;
  }
  return amountCents > invoice.totalCents - invoice.paidCents
    ? CarePaymentValidation.aboveBalance
    : undefined;
}

/**
 * Spreads a payment over the invoices it settles: each invoice's paid amount and status, the
 * payment flag of the assessments they bill and the audit row are written in the caller's
 * transaction, or a refusal (422, line by line) leaves it untouched. Returns the payment's id.
 */
export async function recordPaymentIn(
  tx: Transaction,
  payments: PaymentRepo,
  input: CarePaymentCreate,
  recorder: { userId: number | null; context: AuditContext },
): Promise<number> {
  const locked = await invoiceStandingRepo.lock(
    tx,
    input.allocations.map((allocation) => allocation.invoiceId),
  );
  const byId = new Map(locked.map((invoice) => [invoice.id, invoice]));
  const errors: CollectedFieldProblems = {};
  input.allocations.forEach((allocation, index) => {
    const error = allocationErrors(byId.get(allocation.invoiceId), input, allocation.amountCents);
    if (error !== undefined) {
      errors[`allocations.${index}.invoiceId`] = [error];
    }
  });
  if (Object.keys(errors).length > 0) {
    throw invalid(errors);
  }
  const currency = locked[0]?.currency ?? '';
  const id = await payments.insert(
    tx,
    {
      agencyId: input.agencyId,
      recipient: input.recipient,
      payerId: input.recipient === 'payer' ? input.payerId : null,
      patientId: input.recipient === 'patient' ? input.patientId : null,
      referralId: input.recipient === 'patient' ? input.referralId : null,
      method: input.method,
      reference: input.reference,
      receivedOn: input.receivedOn,
      currency,
      amountCents: input.amountCents,
      recordedBy: recorder.userId,
    },
    input.allocations,
  );
  const settled = [];
  for (const invoice of locked) {
    const allocation = input.allocations.find((line) => line.invoiceId === invoice.id);
    if (allocation === undefined) {
      continue;
    }
    const paidCents = invoice.paidCents + allocation.amountCents;
    const after = await invoiceStandingRepo.setStanding(tx, invoice.id, {
      paidCents,
      status: statusWhenPaid(invoice, paidCents),
    });
    settled.push({
      invoiceId: after.id,
      amountCents: allocation.amountCents,
      status: after.status,
    });
  }
  await recomputePaymentFlags(
    tx,
    settled.map((invoice) => invoice.invoiceId),
  );
  await writeAudit(tx, recorder.context, {
    action: 'careBilling.payment.recorded',
    subjectType: 'carePayment',
    subjectId: id,
    agencyId: input.agencyId,
    details: { method: input.method, amountCents: input.amountCents, invoices: settled },
  });
  return id;
}
