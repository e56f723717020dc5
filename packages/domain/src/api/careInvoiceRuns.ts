import { z } from 'zod';
import { VisitBillingException } from '../rules/visitBillability.ts';
import {
  CARE_INVOICE_RECIPIENTS,
  CARE_INVOICE_RUN_STATUSES,
  careInvoiceSchema,
} from './careInvoices.ts';
import { emptyAsUnset, namedSchema, pathId, positiveId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Invoice runs: an agency turns a period's verified visits into draft invoices, in the background,
// and sees what could not be billed. Statuses and exception reasons are plain codes, labelled by
// the invoice run page's own namespace.

/** The longest period one run covers: two months, so a run stays a short background job. */
export const INVOICE_RUN_MAX_DAYS = 62;

export const InvoiceRunValidation = { periodOrder: 'invoiceRuns:validation.periodOrder' } as const;

export const VISIT_BILLING_EXCEPTIONS = Object.values(VisitBillingException);

/** Start a run: the agency and its period in agency days, end day excluded. */
export const careInvoiceRunStartSchema = z
  .object({
    agencyId: positiveId,
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
  })
  .refine((run) => run.periodStart < run.periodEnd, {
    path: ['periodEnd'],
    message: InvoiceRunValidation.periodOrder,
  });
export type CareInvoiceRunStart = z.infer<typeof careInvoiceRunStartSchema>;

export const careInvoiceRunSchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  status: z.enum(CARE_INVOICE_RUN_STATUSES),
  totalVisits: z.number().int(),
  processedVisits: z.number().int(),
  /** Drafts written and visits that could not be billed; 0 until the run finishes. */
  draftCount: z.number().int(),
  exceptionCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CareInvoiceRun = z.infer<typeof careInvoiceRunSchema>;

/** One draft of the run, as its preview lists it (issued ones stay listed with their run). */
export const careInvoiceRunDraftSchema = careInvoiceSchema
  .pick({
    recipient: true,
    payer: true,
    patient: true,
    resident: true,
    totalCents: true,
    status: true,
  })
  .extend({ invoiceId: z.number().int(), lineCount: z.number().int() });
export type CareInvoiceRunDraft = z.infer<typeof careInvoiceRunDraftSchema>;

/** The drafts' totals of one kind of recipient: every payer together, or every private patient. */
export const careInvoiceRunTotalSchema = z.object({
  recipient: z.enum(CARE_INVOICE_RECIPIENTS),
  invoices: z.number().int(),
  totalCents: z.number().int(),
});

/** A visit the run could not bill, with every reason, so the agency fixes it in one pass. */
export const careInvoiceRunExceptionSchema = z.object({
  shiftId: z.number().int(),
  reasons: z.array(z.enum(VISIT_BILLING_EXCEPTIONS)).min(1),
  patient: namedSchema,
  caregiver: namedSchema.nullable(),
  plannedStart: z.iso.datetime({ offset: true }),
  plannedEnd: z.iso.datetime({ offset: true }),
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  checkedOutAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CareInvoiceRunException = z.infer<typeof careInvoiceRunExceptionSchema>;

export const careInvoiceRunDetailSchema = careInvoiceRunSchema.extend({
  currency: z.string(),
  totals: z.array(careInvoiceRunTotalSchema),
  drafts: z.array(careInvoiceRunDraftSchema),
  exceptions: z.array(careInvoiceRunExceptionSchema),
});
export type CareInvoiceRunDetail = z.infer<typeof careInvoiceRunDetailSchema>;

export const careInvoiceRunListQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({
    /** Admins name the agency; staff of one agency get theirs without it. */
    agencyId: emptyAsUnset(pathId),
  });
export type CareInvoiceRunListQuery = z.infer<typeof careInvoiceRunListQuerySchema>;

export const careInvoiceRunIdParamsSchema = z.object({ runId: pathId });
