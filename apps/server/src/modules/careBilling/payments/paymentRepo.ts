import type { CarePaymentListQuery, OpenInvoiceQuery } from '@hearth/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  careInvoices,
  carePaymentAllocations,
  carePayments,
  patients,
  payers,
  sharedLivingReferrals,
  users,
} from '../../../db/schema/index.ts';

export type PaymentFilter = Omit<CarePaymentListQuery, 'page' | 'perPage'> & {
  /** The agencies the reader may see; undefined for an admin, who sees all. */
  agencyIds: readonly number[] | undefined;
};

export type NewPayment = {
  agencyId: number;
  recipient: 'payer' | 'patient';
  payerId: number | null;
  patientId: number | null;
  referralId: number | null;
  method: string;
  reference: string;
  receivedOn: string;
  currency: string;
  amountCents: number;
  recordedBy: number | null;
};

const paidBy = alias(patients, 'paid_by');
const billedPatient = alias(patients, 'billed_patient');
const paidByResident = alias(sharedLivingReferrals, 'paid_by_resident');
const billedResident = alias(sharedLivingReferrals, 'billed_resident');
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

/** Whose care an invoice bills, its patient or its placement's resident, by id and name. */
const caredForColumns = {
  patientId: sql<number | null>`${billedPatient.id}`,
  patientName: fullName(billedPatient),
  residentId: sql<number | null>`${billedResident.id}`,
  residentName: fullName(billedResident),
};

const paymentColumns = {
  id: carePayments.id,
  agencyId: carePayments.agencyId,
  recipient: carePayments.recipient,
  payerId: carePayments.payerId,
  payerName: payers.name,
  patientId: carePayments.patientId,
  patientName: fullName(paidBy),
  referralId: carePayments.referralId,
  residentName: fullName(paidByResident),
  method: carePayments.method,
  reference: carePayments.reference,
  receivedOn: carePayments.receivedOn,
  currency: carePayments.currency,
  amountCents: carePayments.amountCents,
  recordedById: carePayments.recordedBy,
  recordedByName: users.name,
};

export type PaymentRow = {
  id: number;
  agencyId: number;
  recipient: string;
  payerId: number | null;
  payerName: string | null;
  patientId: number | null;
  patientName: string | null;
  referralId: number | null;
  residentName: string | null;
  method: string;
  reference: string;
  receivedOn: string;
  currency: string;
  amountCents: number;
  recordedById: number | null;
  recordedByName: string | null;
};

export type AllocationRow = {
  paymentId: number;
  invoiceId: number;
  invoiceNumber: string;
  patientId: number | null;
  patientName: string | null;
  residentId: number | null;
  residentName: string | null;
  amountCents: number;
};

function matching(filter: PaymentFilter): SQL | undefined {
  return and(
    filter.agencyIds === undefined
      ? undefined
      : inArray(carePayments.agencyId, [...filter.agencyIds]),
    filter.agencyId === undefined ? undefined : eq(carePayments.agencyId, filter.agencyId),
    filter.recipient === undefined ? undefined : eq(carePayments.recipient, filter.recipient),
    filter.payerId === undefined ? undefined : eq(carePayments.payerId, filter.payerId),
    filter.patientId === undefined ? undefined : eq(carePayments.patientId, filter.patientId),
    filter.referralId === undefined ? undefined : eq(carePayments.referralId, filter.referralId),
    filter.method === undefined ? undefined : eq(carePayments.method, filter.method),
    filter.from === undefined ? undefined : gte(carePayments.receivedOn, filter.from),
    filter.to === undefined ? undefined : lte(carePayments.receivedOn, filter.to),
  );
}

/** On the pool, or wholly inside a transaction the caller holds (the demo seeds through one). */
export function createPaymentRepo(db: Database | Transaction) {
  function selectPayments(writer: Database | Transaction) {
    return writer
      .select(paymentColumns)
      .from(carePayments)
      .leftJoin(payers, eq(payers.id, carePayments.payerId))
      .leftJoin(paidBy, eq(paidBy.id, carePayments.patientId))
      .leftJoin(paidByResident, eq(paidByResident.id, carePayments.referralId))
      .leftJoin(users, eq(users.id, carePayments.recordedBy));
  }

  return {
    async count(filter: PaymentFilter): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(carePayments)
        .where(matching(filter));
      return row?.total ?? 0;
    },

    /** Newest received first; `limit` and `offset` page them. */
    rows(filter: PaymentFilter, limit: number, offset = 0): Promise<PaymentRow[]> {
      return selectPayments(db)
        .where(matching(filter))
        .orderBy(desc(carePayments.receivedOn), desc(carePayments.id))
        .limit(limit)
        .offset(offset);
    },

    async find(writer: Database | Transaction, id: number): Promise<PaymentRow | undefined> {
      const [row] = await selectPayments(writer).where(eq(carePayments.id, id));
      return row;
    },

    allocationsOf(
      writer: Database | Transaction,
      paymentIds: readonly number[],
    ): Promise<AllocationRow[]> {
      return writer
        .select({
          paymentId: carePaymentAllocations.paymentId,
          invoiceId: carePaymentAllocations.invoiceId,
          invoiceNumber: sql<string>`${careInvoices.number}`,
          ...caredForColumns,
          amountCents: carePaymentAllocations.amountCents,
        })
        .from(carePaymentAllocations)
        .innerJoin(careInvoices, eq(careInvoices.id, carePaymentAllocations.invoiceId))
        .leftJoin(billedPatient, eq(billedPatient.id, careInvoices.patientId))
        .leftJoin(billedResident, eq(billedResident.id, careInvoices.referralId))
        .where(inArray(carePaymentAllocations.paymentId, [...paymentIds]))
        .orderBy(asc(carePaymentAllocations.id));
    },

    async insert(
      tx: Transaction,
      payment: NewPayment,
      allocations: readonly { invoiceId: number; amountCents: number }[],
    ): Promise<number> {
      const [row] = await tx
        .insert(carePayments)
        .values(payment)
        .returning({ id: carePayments.id });
      if (row === undefined) {
        throw new Error('the payment was not stored');
      }
      await tx
        .insert(carePaymentAllocations)
        .values(allocations.map((allocation) => ({ ...allocation, paymentId: row.id })));
      return row.id;
    },

    /** Whether the agency ever billed this shared-living resident's placement. */
    async billsResident(agencyId: number, referralId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: careInvoices.id })
        .from(careInvoices)
        .where(and(eq(careInvoices.agencyId, agencyId), eq(careInvoices.referralId, referralId)))
        .limit(1);
      return row !== undefined;
    },

    /** Issued invoices of one recipient still owing money, oldest due first. */
    openInvoices(query: OpenInvoiceQuery) {
      return db
        .select({
          id: careInvoices.id,
          number: sql<string>`${careInvoices.number}`,
          status: careInvoices.status,
          ...caredForColumns,
          issuedOn: sql<string>`${careInvoices.issuedOn}`,
          dueOn: sql<string>`${careInvoices.dueOn}`,
          currency: careInvoices.currency,
          totalCents: careInvoices.totalCents,
          paidCents: careInvoices.paidCents,
        })
        .from(careInvoices)
        .leftJoin(billedPatient, eq(billedPatient.id, careInvoices.patientId))
        .leftJoin(billedResident, eq(billedResident.id, careInvoices.referralId))
        .where(
          and(
            eq(careInvoices.agencyId, query.agencyId),
            eq(careInvoices.recipient, query.recipient),
            inArray(careInvoices.status, ['issued', 'partiallyPaid']),
            query.payerId === undefined ? undefined : eq(careInvoices.payerId, query.payerId),
            query.patientId === undefined ? undefined : eq(careInvoices.patientId, query.patientId),
            query.referralId === undefined
              ? undefined
              : eq(careInvoices.referralId, query.referralId),
          ),
        )
        .orderBy(asc(careInvoices.dueOn), asc(careInvoices.id))
        .limit(100);
    },
  };
}

export type PaymentRepo = ReturnType<typeof createPaymentRepo>;
