import type { CareInvoiceRecipient, CareInvoiceStatus } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  careInvoiceLines,
  careInvoices,
  carePaymentAllocations,
  carePayments,
} from '../../src/db/schema/index.ts';

/** Whose care is billed: a patient's, or a shared-living resident's placement (a referral). */
export type CaredFor = { patientId: number } | { referralId: number };

export type DraftInvoice = CaredFor & {
  agencyId: number;
  recipient?: CareInvoiceRecipient;
  /** Required when the recipient is a payer. */
  payerId?: number;
  periodStart?: string;
  periodEnd?: string;
  /** Each line's amount in cents; every line bills one hourly visit. */
  lineAmounts?: readonly number[];
  /** The assessment each line bills, by position; a line past the list bills none. */
  assessmentIds?: readonly number[];
  /** Tax on the subtotal, as one line (e.g. HST at 13 %). */
  tax?: { name: string; rateThousandths: number; cents: number };
};

/**
 * A draft invoice with its lines, written as an invoice run would write it: the tests of what
 * follows a draft (issue, void, PDF, lists) make theirs here rather than through a run.
 */
export async function createDraftInvoice(db: Database, draft: DraftInvoice): Promise<number> {
  const amounts = draft.lineAmounts ?? [4_500, 3_000];
  const subtotalCents = amounts.reduce((sum, cents) => sum + cents, 0);
  const taxLines = draft.tax === undefined ? [] : [draft.tax];
  const periodStart = draft.periodStart ?? '2026-10-01';
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(careInvoices)
      .values({
        agencyId: draft.agencyId,
        recipient: draft.recipient ?? 'patient',
        payerId: draft.payerId ?? null,
        patientId: 'patientId' in draft ? draft.patientId : null,
        referralId: 'referralId' in draft ? draft.referralId : null,
        periodStart,
        periodEnd: draft.periodEnd ?? '2026-11-01',
        currency: 'CAD',
        subtotalCents,
        taxLines,
        totalCents: subtotalCents + (draft.tax?.cents ?? 0),
      })
      .returning({ id: careInvoices.id });
    if (invoice === undefined) {
      throw new Error('no draft invoice created');
    }
    if (amounts.length > 0) {
      await tx.insert(careInvoiceLines).values(
        amounts.map((amountCents, index) => ({
          invoiceId: invoice.id,
          position: index + 1,
          kind: 'visit',
          assessmentId: draft.assessmentIds?.[index] ?? null,
          serviceDate: periodStart,
          quantity: 90,
          quantityUnit: 'minutes',
          rateCents: 3_000,
          rateUnit: 'hour',
          amountCents,
        })),
      );
    }
    return invoice.id;
  });
}

let sequence = 0;

/** The total shared out between lines, the cents left over on the last, so they sum to it. */
function sharesOf(totalCents: number, count: number): number[] {
  const share = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? totalCents - share * (count - 1) : share,
  );
}

/**
 * An issued care invoice straight in the database, with one visit line per assessment given (or
 * one line billing none), as the issuing part would leave it: a draft numbered and given its issue
 * and due days. The payments' tests use it so they do not depend on the run and issue endpoints.
 */
export async function createIssuedInvoice(
  db: Database,
  options: CaredFor & {
    agencyId: number;
    payerId?: number | null;
    assessmentIds?: number[];
    totalCents: number;
    issuedOn?: string;
    dueOn?: string;
    status?: Exclude<CareInvoiceStatus, 'draft' | 'voided'>;
    paidCents?: number;
  },
): Promise<number> {
  sequence += 1;
  const payerId = options.payerId ?? null;
  const assessmentIds = options.assessmentIds ?? [];
  const invoiceId = await createDraftInvoice(db, {
    agencyId: options.agencyId,
    ...('patientId' in options
      ? { patientId: options.patientId }
      : { referralId: options.referralId }),
    ...(payerId === null ? {} : { recipient: 'payer', payerId }),
    periodStart: '2026-09-01',
    periodEnd: '2026-10-01',
    lineAmounts: sharesOf(options.totalCents, Math.max(assessmentIds.length, 1)),
    assessmentIds,
  });
  // Issued once its lines are written: an issued invoice's lines are frozen.
  await db
    .update(careInvoices)
    .set({
      number: `TEST-${sequence}`,
      status: options.status ?? 'issued',
      issuedOn: options.issuedOn ?? '2026-10-01',
      dueOn: options.dueOn ?? '2026-10-31',
      issuedAt: new Date(),
      paidCents: options.paidCents ?? 0,
    })
    .where(eq(careInvoices.id, invoiceId));
  return invoiceId;
}

/** A payment received on an agency day, settling the invoices given (its amount is their sum). */
export async function createPaymentRecord(
  db: Database,
  payment: {
    agencyId: number;
    receivedOn: string;
    /** Who paid: a payer, else the patient privately. */
    payerId?: number;
    patientId?: number;
    allocations: { invoiceId: number; amountCents: number }[];
  },
): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(carePayments)
    .values({
      agencyId: payment.agencyId,
      recipient: payment.payerId === undefined ? 'patient' : 'payer',
      payerId: payment.payerId ?? null,
      patientId: payment.payerId === undefined ? (payment.patientId ?? null) : null,
      method: 'cheque',
      reference: `CHQ-${sequence}`,
      receivedOn: payment.receivedOn,
      currency: 'CAD',
      amountCents: payment.allocations.reduce((sum, part) => sum + part.amountCents, 0),
    })
    .returning({ id: carePayments.id });
  if (row === undefined) {
    throw new Error('no payment created');
  }
  await db
    .insert(carePaymentAllocations)
    .values(payment.allocations.map((part) => ({ paymentId: row.id, ...part })));
  return row.id;
}
