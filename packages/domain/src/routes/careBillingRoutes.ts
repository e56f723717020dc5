import { z } from 'zod';
import { careBillingSettingsSchema, careBillingSettingsWriteSchema } from '../api/careBilling.ts';
import {
  careInvoiceRunDetailSchema,
  careInvoiceRunSchema,
  careInvoiceRunStartSchema,
} from '../api/careInvoiceRuns.ts';
import {
  careInvoiceDetailSchema,
  careInvoiceIssueSchema,
  careInvoiceSchema,
  careInvoiceVoidSchema,
} from '../api/careInvoices.ts';
import {
  careInvoiceDisputeSchema,
  careInvoiceStandingSchema,
  carePaymentCreateSchema,
  carePaymentSchema,
  openInvoiceSchema,
  receivablesSchema,
} from '../api/carePayments.ts';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import { file, get, post, put } from './endpoint.ts';

const oneSettings = itemResponse(careBillingSettingsSchema);

export const careBillingSettingsRoutes = {
  show: get('/api/agencies/:agencyId/billing-settings', oneSettings),
  update: put('/api/agencies/:agencyId/billing-settings', {
    body: careBillingSettingsWriteSchema,
    response: oneSettings,
  }),
};

const oneInvoice = itemResponse(careInvoiceDetailSchema);

export const careInvoiceRoutes = {
  /** Scoped: an agency's staff their agency's, a family their patients' private invoices, admins all. */
  list: get('/api/invoices', listResponse(careInvoiceSchema)),
  /** The list's rows under the same filters as CSV, at most the export limit (422 beyond). */
  exportCsv: get('/api/invoices/export.csv', z.string()),
  show: get('/api/invoices/:invoiceId', oneInvoice),
  /** The invoice (or, once voided, with its credit note) as a PDF, in `?locale=` or the request's. */
  pdf: file('/api/invoices/:invoiceId/pdf'),
  /** Numbers and issues drafts, all or none; an issued invoice never changes again (409). */
  issue: post('/api/invoices/issue', {
    body: careInvoiceIssueSchema,
    response: itemResponse(z.array(careInvoiceSchema)),
  }),
  void: post('/api/invoices/:invoiceId/void', {
    body: careInvoiceVoidSchema,
    response: oneInvoice,
  }),
};

export const careInvoiceRunRoutes = {
  /** Queues a run and answers at once; the page polls `show` for its progress. */
  start: post('/api/invoice-runs', {
    body: careInvoiceRunStartSchema,
    response: itemResponse(careInvoiceRunSchema),
  }),
  /** The agency's runs, newest first. */
  list: get('/api/invoice-runs', listResponse(careInvoiceRunSchema)),
  /** Progress, then the drafts per recipient and the visits that could not be billed. */
  show: get('/api/invoice-runs/:runId', itemResponse(careInvoiceRunDetailSchema)),
};

const invoiceStanding = itemResponse(careInvoiceStandingSchema);

/** Payments received against issued invoices, and the disputes that put an invoice on hold. */
export const carePaymentRoutes = {
  list: get('/api/care-payments', listResponse(carePaymentSchema)),
  /** The list's filters as CSV, at most the export limit (422 beyond it). */
  exportCsv: get('/api/care-payments.csv', z.string()),
  record: post('/api/care-payments', {
    body: carePaymentCreateSchema,
    response: itemResponse(carePaymentSchema),
  }),
  /** The issued invoices of one payer or patient that still owe money. */
  openInvoices: get('/api/care-payments/open-invoices', listResponse(openInvoiceSchema)),
  dispute: post('/api/invoices/:invoiceId/dispute', {
    body: careInvoiceDisputeSchema,
    response: invoiceStanding,
  }),
  resolveDispute: post('/api/invoices/:invoiceId/resolve-dispute', {
    body: careInvoiceDisputeSchema,
    response: invoiceStanding,
  }),
};

/** What payers and private-pay patients owe, by age past the due day. */
export const careReceivableRoutes = {
  show: get('/api/care-receivables', itemResponse(receivablesSchema)),
  exportCsv: get('/api/care-receivables.csv', z.string()),
};
