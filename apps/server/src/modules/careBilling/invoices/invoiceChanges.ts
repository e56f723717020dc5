import { type CareBillingSettingsWrite, type CareInvoiceStatus, careDay } from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import type { careInvoices } from '../../../db/schema/index.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import { AppError } from '../../../platform/errors.ts';
import { recomputePaymentFlags } from '../payments/index.ts';
import type { InvoiceRepo } from './invoiceRepo.ts';
import { invoiceNumberOf, issueDays } from './issueDays.ts';

// Issuing and voiding, on invoices the caller has locked in its own transaction: the request's
// service calls them now, and the demo calls them with the days its invoices were issued on.

type LockedInvoice = typeof careInvoices.$inferSelect;

/** What an invoice is numbered and dated by: its agency's prefix and payment terms. */
export type InvoiceTerms = Pick<CareBillingSettingsWrite, 'invoicePrefix' | 'paymentTermsDays'>;

/** When and by whom a change is made, and the context its audit row records. */
export type InvoiceChange = {
  at: Date;
  by: number | null;
  context: AuditContext;
  termsOf: (agencyId: number) => Promise<InvoiceTerms>;
};

/** What can be voided: an invoice still owed in full (issued, or held by a dispute). */
const VOIDABLE: readonly CareInvoiceStatus[] = ['issued', 'disputed'];

function refusedVoid(status: string, paidCents: number): AppError | undefined {
  if (paidCents > 0) {
    return new AppError('conflict', 'invoice_has_payments');
  }
  if (status === 'draft') {
    return new AppError('conflict', 'draft_invoice_not_voided');
  }
  if (!VOIDABLE.includes(status as CareInvoiceStatus)) {
    return new AppError('conflict', 'invoice_voided');
  }
  return undefined;
}

/**
 * Numbers and issues locked drafts, all or none: dated on the change's agency day, due after the
 * agency's payment terms, each with the next number of its agency's sequence.
 */
export async function issueLocked(
  tx: Transaction,
  repo: InvoiceRepo,
  drafts: readonly LockedInvoice[],
  change: InvoiceChange,
): Promise<void> {
  const issued = drafts.find((invoice) => invoice.status !== 'draft');
  if (issued !== undefined) {
    throw new AppError('conflict', {
      code: 'invoice_issued',
      params: { number: String(issued.number) },
    });
  }
  for (const draft of drafts) {
    const terms = await change.termsOf(draft.agencyId);
    const number = invoiceNumberOf(terms.invoicePrefix, await repo.takeNumber(tx, draft.agencyId));
    await repo.markIssued(tx, draft.id, {
      number,
      ...issueDays(change.at, terms.paymentTermsDays),
      issuedAt: change.at,
      issuedBy: change.by,
    });
    await writeAudit(tx, change.context, {
      action: 'careBilling.invoice.issued',
      subjectType: 'careInvoice',
      subjectId: draft.id,
      agencyId: draft.agencyId,
      details: { number, totalCents: draft.totalCents },
    });
  }
  // A new invoice owed makes its assessments unpaid again, in the same transaction.
  await recomputePaymentFlags(
    tx,
    drafts.map((draft) => draft.id),
  );
}

/** Cancels a locked, unpaid issued invoice with a credit note numbered in the same sequence. */
export async function voidLocked(
  tx: Transaction,
  repo: InvoiceRepo,
  invoice: LockedInvoice,
  reason: string,
  change: InvoiceChange,
): Promise<void> {
  const refusal = refusedVoid(invoice.status, invoice.paidCents);
  if (refusal !== undefined) {
    throw refusal;
  }
  const terms = await change.termsOf(invoice.agencyId);
  const creditNoteNumber = invoiceNumberOf(
    terms.invoicePrefix,
    await repo.takeNumber(tx, invoice.agencyId),
  );
  await repo.markVoided(tx, invoice.id, {
    voidedOn: careDay(change.at),
    voidReason: reason,
    creditNoteNumber,
    at: change.at,
  });
  await recomputePaymentFlags(tx, [invoice.id]);
  // The reason is free text about a person's care: it stays on the invoice, not in the log.
  await writeAudit(tx, change.context, {
    action: 'careBilling.invoice.voided',
    subjectType: 'careInvoice',
    subjectId: invoice.id,
    agencyId: invoice.agencyId,
    details: { number: invoice.number, creditNoteNumber },
  });
}
