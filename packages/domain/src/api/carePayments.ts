import { z } from 'zod';
import { Currency } from '../enums/billing.ts';
import { CARE_INVOICE_RECIPIENTS, CARE_INVOICE_STATUSES } from './careInvoices.ts';
import { emptyAsUnset, namedSchema, pathId, positiveId, requiredText } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Payments an agency receives for its care invoices, the disputes that hold an invoice, and the
// receivables by age. Methods are plain codes labelled in the payments screens' own namespace.

/** How the money came: a cheque, a bank transfer (EFT, ACH, wire), or a card taken by the agency. */
export const CARE_PAYMENT_METHODS = ['cheque', 'bankTransfer', 'card'] as const;
export type CarePaymentMethod = (typeof CARE_PAYMENT_METHODS)[number];

/** The most invoices one payment settles: a payer's remittance covers a month of clients. */
export const MAX_PAYMENT_ALLOCATIONS = 100;

/** Field messages of a refused payment or dispute, keys of the `carePayments` namespace. */
export const CarePaymentValidation = {
  allocationsDoNotAddUp: 'carePayments:validation.allocationsDoNotAddUp',
  invoiceNotOpen: 'carePayments:validation.invoiceNotOpen',
  invoiceOfAnotherRecipient: 'carePayments:validation.invoiceOfAnotherRecipient',
  aboveBalance: 'carePayments:validation.aboveBalance',
  duplicateInvoice: 'carePayments:validation.duplicateInvoice',
  receivedInFuture: 'carePayments:validation.receivedInFuture',
  payerRequired: 'carePayments:validation.payerRequired',
  patientRequired: 'carePayments:validation.patientRequired',
  patientOrResident: 'carePayments:validation.patientOrResident',
} as const;

export const carePaymentAllocationInputSchema = z.object({
  invoiceId: positiveId,
  amountCents: z.int32().positive(),
});

export const carePaymentCreateSchema = z
  .object({
    agencyId: positiveId,
    /**
     * Who paid: a directory payer for its invoices, or privately the patient (or family) for
     * their care or a shared-living resident (a referral) for their placement.
     */
    recipient: z.enum(CARE_INVOICE_RECIPIENTS),
    payerId: positiveId.nullable().default(null),
    patientId: positiveId.nullable().default(null),
    referralId: positiveId.nullable().default(null),
    method: z.enum(CARE_PAYMENT_METHODS),
    /** The cheque number, the transfer's or the card authorization's reference. */
    reference: requiredText(100),
    /** The agency day the money arrived. */
    receivedOn: z.iso.date(),
    amountCents: z.int32().positive(),
    allocations: z.array(carePaymentAllocationInputSchema).min(1).max(MAX_PAYMENT_ALLOCATIONS),
  })
  .superRefine((payment, context) => {
    if (payment.recipient === 'payer' && payment.payerId === null) {
      context.addIssue({
        code: 'custom',
        path: ['payerId'],
        message: CarePaymentValidation.payerRequired,
      });
    }
    if (
      payment.recipient === 'patient' &&
      payment.patientId === null &&
      payment.referralId === null
    ) {
      context.addIssue({
        code: 'custom',
        path: ['patientId'],
        message: CarePaymentValidation.patientRequired,
      });
    }
    if (payment.patientId !== null && payment.referralId !== null) {
      context.addIssue({
        code: 'custom',
        path: ['referralId'],
        message: CarePaymentValidation.patientOrResident,
      });
    }
    const allocated = payment.allocations.reduce((sum, line) => sum + line.amountCents, 0);
    if (allocated !== payment.amountCents) {
      context.addIssue({
        code: 'custom',
        path: ['allocations'],
        message: CarePaymentValidation.allocationsDoNotAddUp,
      });
    }
    const invoiceIds = payment.allocations.map((line) => line.invoiceId);
    if (new Set(invoiceIds).size !== invoiceIds.length) {
      context.addIssue({
        code: 'custom',
        path: ['allocations'],
        message: CarePaymentValidation.duplicateInvoice,
      });
    }
  });
export type CarePaymentCreate = z.infer<typeof carePaymentCreateSchema>;

export const carePaymentAllocationSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  /** Whose care the invoice bills: its patient, or the resident of a placement. */
  patient: namedSchema.nullable(),
  resident: namedSchema.nullable(),
  amountCents: z.number().int(),
});

export const carePaymentSchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  recipient: z.enum(CARE_INVOICE_RECIPIENTS),
  /** The payer that paid; null when a patient paid privately. */
  payer: namedSchema.nullable(),
  /** The patient who paid privately; null when a payer or a resident paid. */
  patient: namedSchema.nullable(),
  /** The shared-living resident who paid their placement's invoices; null otherwise. */
  resident: namedSchema.nullable(),
  method: z.enum(CARE_PAYMENT_METHODS),
  reference: z.string(),
  receivedOn: z.iso.date(),
  currency: Currency.schema,
  amountCents: z.number().int(),
  recordedBy: namedSchema.nullable(),
  allocations: z.array(carePaymentAllocationSchema),
});
export type CarePayment = z.infer<typeof carePaymentSchema>;

export const carePaymentListQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({
    /** Admins: one agency's payments; agency staff are held to their own. */
    agencyId: emptyAsUnset(pathId),
    recipient: emptyAsUnset(z.enum(CARE_INVOICE_RECIPIENTS)),
    payerId: emptyAsUnset(pathId),
    patientId: emptyAsUnset(pathId),
    referralId: emptyAsUnset(pathId),
    method: emptyAsUnset(z.enum(CARE_PAYMENT_METHODS)),
    /** Received on or after this agency day. */
    from: emptyAsUnset(z.iso.date()),
    /** Received on or before this agency day. */
    to: emptyAsUnset(z.iso.date()),
  });
export type CarePaymentListQuery = z.infer<typeof carePaymentListQuerySchema>;

/** The issued invoices of one recipient that still owe money: what a payment may settle. */
export const openInvoiceQuerySchema = z.object({
  agencyId: pathId,
  recipient: z.enum(CARE_INVOICE_RECIPIENTS),
  payerId: emptyAsUnset(pathId),
  patientId: emptyAsUnset(pathId),
  /** A shared-living resident's placement invoices. */
  referralId: emptyAsUnset(pathId),
});
export type OpenInvoiceQuery = z.infer<typeof openInvoiceQuerySchema>;

export const openInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(CARE_INVOICE_STATUSES),
  /** Whose care it bills: its patient, or the resident of a placement. */
  patient: namedSchema.nullable(),
  resident: namedSchema.nullable(),
  issuedOn: z.iso.date(),
  dueOn: z.iso.date(),
  currency: Currency.schema,
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** Opening or resolving a dispute says why, for the agency's own record. */
export const careInvoiceDisputeSchema = z.object({ reason: requiredText(500) });
export type CareInvoiceDispute = z.infer<typeof careInvoiceDisputeSchema>;

export const careInvoiceStandingSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(CARE_INVOICE_STATUSES),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type CareInvoiceStanding = z.infer<typeof careInvoiceStandingSchema>;

/** The age buckets of an open balance, by days past its due day on the as-of day. */
export const RECEIVABLE_BUCKETS = [
  'current',
  'days1To30',
  'days31To60',
  'days61To90',
  'over90',
] as const;
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];

const bucketCents = z.object({
  current: z.number().int(),
  days1To30: z.number().int(),
  days31To60: z.number().int(),
  days61To90: z.number().int(),
  over90: z.number().int(),
  total: z.number().int(),
});
export type ReceivableAmounts = z.infer<typeof bucketCents>;

export const receivableRowSchema = bucketCents.extend({
  /** `payer`: one payer's invoices; `patient`: every private-pay invoice, in one row. */
  recipient: z.enum(CARE_INVOICE_RECIPIENTS),
  payer: namedSchema.nullable(),
  currency: Currency.schema,
  invoices: z.number().int(),
});
export type ReceivableRow = z.infer<typeof receivableRowSchema>;

export const receivablesSchema = z.object({
  agencyId: z.number().int(),
  asOf: z.iso.date(),
  rows: z.array(receivableRowSchema),
  /** One totals row per currency the agency billed in (in practice one). */
  totals: z.array(bucketCents.extend({ currency: Currency.schema })),
});
export type Receivables = z.infer<typeof receivablesSchema>;

export const receivablesQuerySchema = z.object({
  agencyId: pathId,
  /** The agency day to age the balances on; today when absent. */
  asOf: emptyAsUnset(z.iso.date()),
});
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;
