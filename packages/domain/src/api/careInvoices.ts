import { z } from 'zod';
import { AssessmentRateUnit, Currency } from '../enums/billing.ts';
import { Locale } from '../enums/locale.ts';
import { emptyAsUnset, namedSchema, pathId, positiveId, requiredText } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';
import { taxLineSchema } from './subscriptions.ts';

// Care invoices: what an agency bills a payer or a patient for the care it delivered. Statuses,
// recipients and line kinds are plain codes, not enumerations of the `domain` namespace: their
// labels live in the care billing screens' own on-demand namespace, never with public pages.

/**
 * A draft is the run's proposal, rebuilt by a new run; issued is numbered and immutable; paid and
 * partially paid follow the payments received; disputed holds it (the assessment's payment flag
 * goes on hold); voided is cancelled by a credit note, never deleted.
 */
export const CARE_INVOICE_STATUSES = [
  'draft',
  'issued',
  'partiallyPaid',
  'paid',
  'disputed',
  'voided',
] as const;
export type CareInvoiceStatus = (typeof CARE_INVOICE_STATUSES)[number];

/** Who an invoice is addressed to: a directory payer, or the patient (private pay). */
export const CARE_INVOICE_RECIPIENTS = ['payer', 'patient'] as const;
export type CareInvoiceRecipient = (typeof CARE_INVOICE_RECIPIENTS)[number];

/**
 * What a line bills: one verified visit (per hour or per visit), one agency day with verified care
 * (per day), the planned visits of an advance period, the true-up of an advance period against
 * what was verified, or one period of a shared-living placement.
 */
export const CARE_INVOICE_LINE_KINDS = ['visit', 'day', 'advance', 'trueUp', 'placement'] as const;
export type CareInvoiceLineKind = (typeof CARE_INVOICE_LINE_KINDS)[number];

/** A run waits for the job, runs with its progress shown, then finishes (or fails, retried). */
export const CARE_INVOICE_RUN_STATUSES = ['queued', 'running', 'finished', 'failed'] as const;
export type CareInvoiceRunStatus = (typeof CARE_INVOICE_RUN_STATUSES)[number];

/** What a line's quantity counts. */
export const CARE_INVOICE_QUANTITY_UNITS = ['minutes', 'visits', 'days', 'periods'] as const;
export type CareInvoiceQuantityUnit = (typeof CARE_INVOICE_QUANTITY_UNITS)[number];

export const careInvoiceLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CARE_INVOICE_LINE_KINDS),
  assessmentId: z.number().int().nullable(),
  /** The placement a `placement` line bills one period of. */
  referralId: z.number().int().nullable(),
  /** The visit billed; null for lines that bill a day, a period or a true-up. */
  shiftId: z.number().int().nullable(),
  /** The agency day of the care billed (a period line: the period's first day). */
  serviceDate: z.iso.date(),
  quantity: z.number().int(),
  quantityUnit: z.enum(CARE_INVOICE_QUANTITY_UNITS),
  rateCents: z.number().int(),
  rateUnit: AssessmentRateUnit.schema.nullable(),
  /** The share of the line this recipient pays, in hundredths of a percent; null when whole. */
  shareBasisPoints: z.number().int().nullable(),
  /** Negative for a credit (a true-up of an advance billed for more than was given). */
  amountCents: z.number().int(),
});
export type CareInvoiceLine = z.infer<typeof careInvoiceLineSchema>;

export const careInvoiceSchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  /** Prefix and sequence (`MHC-1042`); null while a draft. */
  number: z.string().nullable(),
  status: z.enum(CARE_INVOICE_STATUSES),
  recipient: z.enum(CARE_INVOICE_RECIPIENTS),
  /** The payer billed; null when the patient is. */
  payer: namedSchema.nullable(),
  /** The patient whose care is billed; null on a shared-living placement's invoice. */
  patient: namedSchema.nullable(),
  /** The shared-living resident whose placement is billed (a referral); null for a patient's care. */
  resident: namedSchema.nullable(),
  /** The billing period, agency days, end day excluded. */
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  /** Agency day of issue and payment due day; null while a draft. */
  issuedOn: z.iso.date().nullable(),
  dueOn: z.iso.date().nullable(),
  currency: Currency.schema,
  subtotalCents: z.number().int(),
  taxes: z.array(taxLineSchema),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** What is still owed: total less payments (0 once voided). */
  balanceCents: z.number().int(),
  /** The run that drafted it; null for one made another way. */
  runId: z.number().int().nullable(),
  voidedOn: z.iso.date().nullable(),
  voidReason: z.string().nullable(),
  /** The credit note that cancelled it, numbered in the invoices' own sequence. */
  creditNoteNumber: z.string().nullable(),
});
export type CareInvoice = z.infer<typeof careInvoiceSchema>;

/** Whose care an invoice bills: its patient, or the resident of a shared-living placement. */
export const personCaredFor = (invoice: Pick<CareInvoice, 'patient' | 'resident'>): string =>
  invoice.patient?.name ?? invoice.resident?.name ?? '';

export const careInvoiceDetailSchema = careInvoiceSchema.extend({
  lines: z.array(careInvoiceLineSchema),
});
export type CareInvoiceDetail = z.infer<typeof careInvoiceDetailSchema>;

export const careInvoiceListQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({
    /** Admins only: one agency's invoices; others are held to their own. */
    agencyId: emptyAsUnset(pathId),
    status: emptyAsUnset(z.enum(CARE_INVOICE_STATUSES)),
    recipient: emptyAsUnset(z.enum(CARE_INVOICE_RECIPIENTS)),
    payerId: emptyAsUnset(pathId),
    patientId: emptyAsUnset(pathId),
    runId: emptyAsUnset(pathId),
    /** Issued (drafts: periods starting) on or after this agency day. */
    from: emptyAsUnset(z.iso.date()),
    /** Issued (drafts: periods starting) on or before this agency day. */
    to: emptyAsUnset(z.iso.date()),
    /** Unpaid and past their due day. */
    overdue: emptyAsUnset(z.enum(['true', 'false']).transform((value) => value === 'true')),
  });
export type CareInvoiceListQuery = z.infer<typeof careInvoiceListQuerySchema>;

export const careInvoiceIdParamsSchema = z.object({ invoiceId: pathId });

/** The language of an invoice's PDF; the request's own (Accept-Language) when absent. */
export const careInvoiceDocumentQuerySchema = z.object({ locale: emptyAsUnset(Locale.schema) });

/** Issue several drafts at once (a run's, from its page), each numbered in turn. */
export const careInvoiceIssueSchema = z.object({
  invoiceIds: z.array(positiveId).min(1).max(500),
});
export type CareInvoiceIssue = z.infer<typeof careInvoiceIssueSchema>;

export const careInvoiceVoidSchema = z.object({ reason: requiredText(500) });
export type CareInvoiceVoid = z.infer<typeof careInvoiceVoidSchema>;

/** The list's filters without its paging: the CSV export holds every matching row. */
export const careInvoiceExportQuerySchema = careInvoiceListQuerySchema.omit({
  page: true,
  perPage: true,
});
