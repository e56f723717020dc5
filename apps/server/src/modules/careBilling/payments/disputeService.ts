import { type CareInvoiceDispute, type CareInvoiceStatus, careDay } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { canSeeAgencyBilling } from '../policy.ts';
import { disputeRepo } from './disputeRepo.ts';
import { type InvoiceStandingRow, invoiceStandingRepo } from './invoiceStandingRepo.ts';
import { recomputePaymentFlags } from './paymentFlags.ts';

/** Back from a dispute to where its payments put it. */
const statusAfterDispute = (invoice: InvoiceStandingRow): CareInvoiceStatus =>
  invoice.paidCents > 0 ? 'partiallyPaid' : 'issued';

/**
 * A payer or a family contests an invoice: it is put on hold (disputed) until the agency resolves
 * it, back to issued or partially paid. The status, the dispute's record, the payment flag of the
 * assessments it bills and the audit row commit together.
 */
export function createDisputeService(db: Database) {
  async function change(
    actor: Actor,
    invoiceId: number,
    input: CareInvoiceDispute,
    context: AuditContext,
    opening: boolean,
  ): Promise<InvoiceStandingRow> {
    return db.transaction(async (tx) => {
      const [invoice] = await invoiceStandingRepo.lock(tx, [invoiceId]);
      if (invoice === undefined || !canSeeAgencyBilling(actor, invoice.agencyId)) {
        throw new AppError('not_found', 'invoice_not_found');
      }
      const allowed = opening
        ? invoice.status === 'issued' || invoice.status === 'partiallyPaid'
        : invoice.status === 'disputed';
      if (!allowed) {
        throw new AppError('conflict', opening ? 'invoice_not_disputable' : 'invoice_not_disputed');
      }
      const today = careDay();
      if (opening) {
        await disputeRepo.open(tx, invoiceId, input.reason, actor.userId, today);
      } else {
        await disputeRepo.resolve(tx, invoiceId, input.reason, actor.userId, today);
      }
      const after = await invoiceStandingRepo.setStanding(tx, invoiceId, {
        paidCents: invoice.paidCents,
        status: opening ? 'disputed' : statusAfterDispute(invoice),
      });
      await recomputePaymentFlags(tx, [invoiceId]);
      await writeAudit(tx, context, {
        action: opening ? 'careBilling.invoice.disputed' : 'careBilling.invoice.disputeResolved',
        subjectType: 'careInvoice',
        subjectId: invoiceId,
        agencyId: invoice.agencyId,
        // The reason is free text that may name the person cared for: it stays in its own table.
        details: { number: invoice.number, from: invoice.status, to: after.status },
      });
      return after;
    });
  }

  return {
    dispute: (actor: Actor, invoiceId: number, input: CareInvoiceDispute, context: AuditContext) =>
      change(actor, invoiceId, input, context, true),
    resolve: (actor: Actor, invoiceId: number, input: CareInvoiceDispute, context: AuditContext) =>
      change(actor, invoiceId, input, context, false),
  };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
