import {
  type CareInvoiceStatus,
  type CarePaymentCreate,
  type CarePaymentListQuery,
  CarePaymentValidation,
  careDay,
  type OpenInvoiceQuery,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { assertExportable } from '../../../platform/listExport.ts';
import { canSeeAgencyBilling, isAdmin } from '../policy.ts';
import { type InvoiceStandingRow, invoiceStandingRepo } from './invoiceStandingRepo.ts';
import { recomputePaymentFlags } from './paymentFlags.ts';
import type { AllocationRow, PaymentFilter, PaymentRepo, PaymentRow } from './paymentRepo.ts';

export type PaymentWithAllocations = PaymentRow & { allocations: AllocationRow[] };

const invalid = (errors: Record<string, string[]>) =>
  new AppError('validation_failed', 'The given data was invalid.', errors);

const noAgency = () => new AppError('not_found', 'No such agency.');

/** What an invoice's status becomes once this much of it is paid. */
const statusWhenPaid = (invoice: InvoiceStandingRow, paidCents: number): CareInvoiceStatus =>
  paidCents >= invoice.totalCents ? 'paid' : 'partiallyPaid';

/** Why an allocation to this invoice is refused, field by field; none when it may settle it. */
function allocationErrors(
  invoice: InvoiceStandingRow | undefined,
  payment: CarePaymentCreate,
  amountCents: number,
): string | undefined {
  if (invoice === undefined || invoice.agencyId !== payment.agencyId) {
    return CarePaymentValidation.invoiceNotOpen;
  }
  const sameRecipient =
    invoice.recipient === payment.recipient &&
    (payment.recipient === 'payer'
      ? invoice.payerId === payment.payerId
      : invoice.patientId === payment.patientId);
  if (!sameRecipient) {
    return CarePaymentValidation.invoiceOfAnotherRecipient;
  }
  if (invoice.status !== 'issued' && invoice.status !== 'partiallyPaid') {
    return CarePaymentValidation.invoiceNotOpen;
  }
  return amountCents > invoice.totalCents - invoice.paidCents
    ? CarePaymentValidation.aboveBalance
    : undefined;
}

export function createPaymentService(db: Database, payments: PaymentRepo) {
  /** An agency staff member's own agency, or any for an admin; 404 otherwise. */
  function assertAgency(actor: Actor, agencyId: number): void {
    if (!canSeeAgencyBilling(actor, agencyId)) {
      throw noAgency();
    }
  }

  function filterFor(actor: Actor, query: CarePaymentListQuery): PaymentFilter {
    const { page: _page, perPage: _perPage, ...filter } = query;
    return { ...filter, agencyIds: isAdmin(actor) ? undefined : actor.agencyIds };
  }

  async function withAllocations(rows: PaymentRow[]): Promise<PaymentWithAllocations[]> {
    if (rows.length === 0) {
      return [];
    }
    const allocations = await payments.allocationsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      allocations: allocations.filter((allocation) => allocation.paymentId === row.id),
    }));
  }

  async function show(actor: Actor, paymentId: number): Promise<PaymentWithAllocations> {
    const row = await payments.find(db, paymentId);
    if (row === undefined || !canSeeAgencyBilling(actor, row.agencyId)) {
      throw new AppError('not_found', 'No such payment.');
    }
    const [payment] = await withAllocations([row]);
    return payment ?? { ...row, allocations: [] };
  }

  return {
    async list(actor: Actor, query: CarePaymentListQuery) {
      const filter = filterFor(actor, query);
      const [rows, total] = await Promise.all([
        payments.rows(filter, query.perPage, (query.page - 1) * query.perPage),
        payments.count(filter),
      ]);
      return { rows: await withAllocations(rows), total };
    },

    /** Every payment the filters match, refused whole beyond the export limit. */
    async exportRows(actor: Actor, query: CarePaymentListQuery) {
      const filter = filterFor(actor, query);
      const matching = await payments.count(filter);
      assertExportable(matching);
      return withAllocations(await payments.rows(filter, matching));
    },

    async openInvoices(actor: Actor, query: OpenInvoiceQuery) {
      assertAgency(actor, query.agencyId);
      return payments.openInvoices(query);
    },

    /**
     * Records money received and spreads it over the invoices it settles: each invoice's paid
     * amount and status, the payment flag of the assessments they bill and the audit row commit
     * together, or nothing does.
     */
    async record(
      actor: Actor,
      input: CarePaymentCreate,
      context: AuditContext,
      now: Date = new Date(),
    ): Promise<PaymentWithAllocations> {
      assertAgency(actor, input.agencyId);
      if (input.receivedOn > careDay(now)) {
        throw invalid({ receivedOn: [CarePaymentValidation.receivedInFuture] });
      }
      const paymentId = await db.transaction(async (tx) => {
        const locked = await invoiceStandingRepo.lock(
          tx,
          input.allocations.map((allocation) => allocation.invoiceId),
        );
        const byId = new Map(locked.map((invoice) => [invoice.id, invoice]));
        const errors: Record<string, string[]> = {};
        input.allocations.forEach((allocation, index) => {
          const error = allocationErrors(
            byId.get(allocation.invoiceId),
            input,
            allocation.amountCents,
          );
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
            method: input.method,
            reference: input.reference,
            receivedOn: input.receivedOn,
            currency,
            amountCents: input.amountCents,
            recordedBy: actor.userId,
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
        await writeAudit(tx, context, {
          action: 'careBilling.payment.recorded',
          subjectType: 'carePayment',
          subjectId: id,
          agencyId: input.agencyId,
          details: { method: input.method, amountCents: input.amountCents, invoices: settled },
        });
        return id;
      });
      return show(actor, paymentId);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
