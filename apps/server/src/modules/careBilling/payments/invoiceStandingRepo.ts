import type { CareInvoiceStatus, PaymentFlag } from '@hearth/domain';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { assessments, careInvoiceLines, careInvoices } from '../../../db/schema/index.ts';

// The money side of an issued invoice: what has been paid and where it stands, and the payment
// flag of the assessments it bills. Written only inside the transaction of the change.

export type InvoiceStandingRow = {
  id: number;
  agencyId: number;
  recipient: string;
  payerId: number | null;
  /** Null on a placement's invoice, which its resident's payment settles. */
  patientId: number | null;
  /** The shared-living resident billed for a placement; null on a patient's care. */
  referralId: number | null;
  number: string | null;
  status: CareInvoiceStatus;
  currency: string;
  totalCents: number;
  paidCents: number;
};

const standingColumns = {
  id: careInvoices.id,
  agencyId: careInvoices.agencyId,
  recipient: careInvoices.recipient,
  payerId: careInvoices.payerId,
  patientId: careInvoices.patientId,
  referralId: careInvoices.referralId,
  number: careInvoices.number,
  status: sql<CareInvoiceStatus>`${careInvoices.status}`,
  currency: careInvoices.currency,
  totalCents: careInvoices.totalCents,
  paidCents: careInvoices.paidCents,
};

export const invoiceStandingRepo = {
  /** Locks the invoices in id order, so two payments over the same invoices queue, never deadlock. */
  lock(tx: Transaction, invoiceIds: readonly number[]): Promise<InvoiceStandingRow[]> {
    return tx
      .select(standingColumns)
      .from(careInvoices)
      .where(inArray(careInvoices.id, [...invoiceIds]))
      .orderBy(asc(careInvoices.id))
      .for('update');
  },

  async setStanding(
    tx: Transaction,
    invoiceId: number,
    standing: { status: CareInvoiceStatus; paidCents: number },
  ): Promise<InvoiceStandingRow> {
    const [row] = await tx
      .update(careInvoices)
      .set({ ...standing, updatedAt: new Date() })
      .where(eq(careInvoices.id, invoiceId))
      .returning(standingColumns);
    if (row === undefined) {
      throw new Error(`invoice ${invoiceId} vanished under its lock`);
    }
    return row;
  },

  /** The assessments billed on these invoices. */
  async assessmentsOf(tx: Transaction, invoiceIds: readonly number[]): Promise<number[]> {
    const rows = await tx
      .selectDistinct({ assessmentId: careInvoiceLines.assessmentId })
      .from(careInvoiceLines)
      .where(
        and(
          inArray(careInvoiceLines.invoiceId, [...invoiceIds]),
          isNotNull(careInvoiceLines.assessmentId),
        ),
      );
    return rows.flatMap((row) => (row.assessmentId === null ? [] : [row.assessmentId]));
  },

  /** The statuses of every issued invoice with a line of each assessment. */
  async invoiceStatusesOf(
    tx: Transaction,
    assessmentIds: readonly number[],
  ): Promise<Map<number, CareInvoiceStatus[]>> {
    const rows = await tx
      .selectDistinct({
        assessmentId: careInvoiceLines.assessmentId,
        invoiceId: careInvoices.id,
        status: sql<CareInvoiceStatus>`${careInvoices.status}`,
      })
      .from(careInvoiceLines)
      .innerJoin(careInvoices, eq(careInvoices.id, careInvoiceLines.invoiceId))
      .where(
        and(
          inArray(careInvoiceLines.assessmentId, [...assessmentIds]),
          ne(careInvoices.status, 'draft'),
        ),
      );
    const statuses = new Map<number, CareInvoiceStatus[]>(assessmentIds.map((id) => [id, []]));
    for (const row of rows) {
      if (row.assessmentId !== null) {
        statuses.get(row.assessmentId)?.push(row.status);
      }
    }
    return statuses;
  },

  async setPaymentFlag(tx: Transaction, assessmentId: number, flag: PaymentFlag): Promise<void> {
    await tx
      .update(assessments)
      .set({ paymentStatus: flag })
      .where(and(eq(assessments.id, assessmentId), ne(assessments.paymentStatus, flag)));
  },
};
