import {
  AssessmentRateUnit,
  CARE_INVOICE_LINE_KINDS,
  CARE_INVOICE_QUANTITY_UNITS,
  CARE_INVOICE_RECIPIENTS,
  CARE_INVOICE_STATUSES,
  type CareInvoice,
  type CareInvoiceLine,
  Currency,
} from '@hearth/domain';
import { z } from 'zod';
import { taxLinesDto } from '../../billing/index.ts';
import type { InvoiceLineRow, InvoiceRow } from './invoiceRepo.ts';

const status = z.enum(CARE_INVOICE_STATUSES);
const recipient = z.enum(CARE_INVOICE_RECIPIENTS);
const lineKind = z.enum(CARE_INVOICE_LINE_KINDS);
const quantityUnit = z.enum(CARE_INVOICE_QUANTITY_UNITS);

const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function invoiceDto({
  invoice,
  patientName,
  residentName,
  payerName,
}: InvoiceRow): CareInvoice {
  const invoiceStatus = status.parse(invoice.status);
  return {
    id: invoice.id,
    agencyId: invoice.agencyId,
    number: invoice.number,
    status: invoiceStatus,
    recipient: recipient.parse(invoice.recipient),
    payer: named(invoice.payerId, payerName),
    patient: named(invoice.patientId, patientName),
    resident: named(invoice.referralId, residentName),
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    currency: Currency.schema.parse(invoice.currency),
    subtotalCents: invoice.subtotalCents,
    taxes: taxLinesDto(invoice.taxLines),
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    // A credit note cancels what was owed.
    balanceCents: invoiceStatus === 'voided' ? 0 : invoice.totalCents - invoice.paidCents,
    runId: invoice.runId,
    voidedOn: invoice.voidedOn,
    voidReason: invoice.voidReason,
    creditNoteNumber: invoice.creditNoteNumber,
  };
}

export function invoiceLineDto(line: InvoiceLineRow): CareInvoiceLine {
  return {
    id: line.id,
    kind: lineKind.parse(line.kind),
    assessmentId: line.assessmentId,
    referralId: line.referralId,
    shiftId: line.shiftId,
    serviceDate: line.serviceDate,
    quantity: line.quantity,
    quantityUnit: quantityUnit.parse(line.quantityUnit),
    rateCents: line.rateCents,
    rateUnit: line.rateUnit === null ? null : AssessmentRateUnit.schema.parse(line.rateUnit),
    shareBasisPoints: line.shareBasisPoints,
    amountCents: line.amountCents,
  };
}
