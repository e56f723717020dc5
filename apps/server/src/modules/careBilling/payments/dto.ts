import {
  CARE_PAYMENT_METHODS,
  type CareInvoiceStanding,
  type CarePayment,
  Currency,
  type OpenInvoice,
} from '@hearth/domain';
import { z } from 'zod';
import type { ExportColumn } from '../../../platform/listExport.ts';
import type { InvoiceStandingRow } from './invoiceStandingRepo.ts';
import type { PaymentWithAllocations } from './paymentService.ts';

const methodOf = z.enum(CARE_PAYMENT_METHODS);

const named = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

type CaredForRow = {
  patientId: number | null;
  patientName: string | null;
  residentId: number | null;
  residentName: string | null;
};

/** Whose care an invoice bills: its patient, or the resident of a placement. */
const caredFor = (row: CaredForRow) => ({
  patient: named(row.patientId, row.patientName),
  resident: named(row.residentId, row.residentName),
});

export function paymentDto(row: PaymentWithAllocations): CarePayment {
  return {
    id: row.id,
    agencyId: row.agencyId,
    recipient: row.recipient === 'payer' ? 'payer' : 'patient',
    payer: row.payerId === null ? null : { id: row.payerId, name: row.payerName ?? '' },
    patient: named(row.patientId, row.patientName),
    resident: named(row.referralId, row.residentName),
    method: methodOf.parse(row.method),
    reference: row.reference,
    receivedOn: row.receivedOn,
    currency: Currency.schema.parse(row.currency),
    amountCents: row.amountCents,
    recordedBy:
      row.recordedById === null ? null : { id: row.recordedById, name: row.recordedByName ?? '' },
    allocations: row.allocations.map((allocation) => ({
      invoiceId: allocation.invoiceId,
      invoiceNumber: allocation.invoiceNumber,
      ...caredFor(allocation),
      amountCents: allocation.amountCents,
    })),
  };
}

export function standingDto(row: InvoiceStandingRow): CareInvoiceStanding {
  return {
    id: row.id,
    number: row.number ?? '',
    status: row.status,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: row.totalCents - row.paidCents,
  };
}

type OpenInvoiceRow = Omit<
  OpenInvoice,
  'patient' | 'resident' | 'balanceCents' | 'currency' | 'status'
> &
  CaredForRow & { status: string; currency: string };

export function openInvoiceDto(row: OpenInvoiceRow): OpenInvoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status === 'partiallyPaid' ? 'partiallyPaid' : 'issued',
    ...caredFor(row),
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    currency: Currency.schema.parse(row.currency),
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: row.totalCents - row.paidCents,
  };
}

/** Amounts in a CSV are decimal currency units, as a spreadsheet sums them. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

export const paymentCsvColumns: readonly ExportColumn<PaymentWithAllocations>[] = [
  { header: 'Payment', cell: (row) => row.id },
  { header: 'Received on', cell: (row) => row.receivedOn },
  {
    header: 'Paid by',
    cell: (row) => row.payerName ?? row.patientName ?? row.residentName,
  },
  { header: 'Method', cell: (row) => row.method },
  { header: 'Reference', cell: (row) => row.reference },
  { header: 'Currency', cell: (row) => row.currency },
  { header: 'Amount', cell: (row) => decimal(row.amountCents) },
  {
    header: 'Invoices',
    cell: (row) =>
      row.allocations
        .map((allocation) => `${allocation.invoiceNumber}: ${decimal(allocation.amountCents)}`)
        .join('; '),
  },
  { header: 'Recorded by', cell: (row) => row.recordedByName },
];
