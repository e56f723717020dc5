import {
  type CareInvoice,
  careInvoiceDetailSchema,
  careInvoiceDocumentQuerySchema,
  careInvoiceExportQuerySchema,
  careInvoiceIdParamsSchema,
  careInvoiceIssueSchema,
  careInvoiceListQuerySchema,
  careInvoiceSchema,
  careInvoiceVoidSchema,
  itemResponse,
  listResponse,
  personCaredFor,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { csvOf, type ExportColumn, sendCsv } from '../../../platform/listExport.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import { careInvoiceAccess } from '../policy.ts';
import type { InvoiceService } from './invoiceService.ts';

const tags = ['care billing'];
const oneInvoice = itemResponse(careInvoiceDetailSchema);

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The export's columns: codes as the API names them, amounts in the currency's units. */
const exportColumns: readonly ExportColumn<CareInvoice>[] = [
  { header: 'id', cell: (invoice) => invoice.id },
  { header: 'number', cell: (invoice) => invoice.number },
  { header: 'status', cell: (invoice) => invoice.status },
  { header: 'recipient', cell: (invoice) => invoice.recipient },
  { header: 'payer', cell: (invoice) => invoice.payer?.name ?? null },
  { header: 'patient', cell: (invoice) => personCaredFor(invoice) },
  { header: 'periodStart', cell: (invoice) => invoice.periodStart },
  { header: 'periodEnd', cell: (invoice) => invoice.periodEnd },
  { header: 'issuedOn', cell: (invoice) => invoice.issuedOn },
  { header: 'dueOn', cell: (invoice) => invoice.dueOn },
  { header: 'currency', cell: (invoice) => invoice.currency },
  { header: 'subtotal', cell: (invoice) => amount(invoice.subtotalCents) },
  {
    header: 'tax',
    cell: (invoice) => amount(invoice.taxes.reduce((sum, tax) => sum + tax.cents, 0)),
  },
  { header: 'total', cell: (invoice) => amount(invoice.totalCents) },
  { header: 'paid', cell: (invoice) => amount(invoice.paidCents) },
  { header: 'balance', cell: (invoice) => amount(invoice.balanceCents) },
  { header: 'creditNoteNumber', cell: (invoice) => invoice.creditNoteNumber },
];

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/api/invoices',
    {
      config: { access: careInvoiceAccess.read },
      schema: {
        tags,
        summary: "Care invoices: an agency's, a family's own issued ones, or (admins) all",
        querystring: careInvoiceListQuerySchema,
        response: { 200: listResponse(careInvoiceSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await invoices.list(actorOf(request), request.query);
      return {
        data: rows,
        meta: { page: request.query.page, perPage: request.query.perPage, total },
      };
    },
  );

  app.get(
    '/api/invoices/export.csv',
    {
      config: { access: careInvoiceAccess.export },
      schema: {
        tags,
        summary: 'The invoice list under the same filters as CSV, at most the export limit',
        querystring: careInvoiceExportQuerySchema,
        response: { 200: z.string().describe('The CSV file (text/csv)') },
      },
    },
    async (request, reply) => {
      const rows = await invoices.exportRows(actorOf(request), request.query);
      return sendCsv(reply, 'invoices.csv', csvOf(exportColumns, rows));
    },
  );

  app.get(
    '/api/invoices/:invoiceId',
    {
      config: { access: careInvoiceAccess.read },
      schema: {
        tags,
        summary: 'One care invoice with its lines',
        params: careInvoiceIdParamsSchema,
        response: { 200: oneInvoice },
      },
    },
    async (request) => ({
      data: await invoices.show(actorOf(request), request.params.invoiceId),
    }),
  );

  app.get(
    '/api/invoices/:invoiceId/pdf',
    {
      config: { access: careInvoiceAccess.read },
      schema: {
        tags,
        summary:
          "A care invoice (or, once voided, its credit note) as a PDF in the reader's language",
        params: careInvoiceIdParamsSchema,
        querystring: careInvoiceDocumentQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('The PDF file (application/pdf)') },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const { filename, bytes } = await invoices.pdf(
        actorOf(request),
        request.params.invoiceId,
        locale,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/api/invoices/issue',
    {
      config: { access: careInvoiceAccess.bill },
      schema: {
        tags,
        summary: 'Numbers and issues drafts, all or none; an issued invoice never changes (409)',
        body: careInvoiceIssueSchema,
        response: { 200: itemResponse(z.array(careInvoiceSchema)) },
      },
    },
    async (request) => ({
      data: await invoices.issue(
        actorOf(request),
        request.body.invoiceIds,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    '/api/invoices/:invoiceId/void',
    {
      config: { access: careInvoiceAccess.bill },
      schema: {
        tags,
        summary: 'Voids an unpaid issued invoice with a credit note; its row is kept',
        params: careInvoiceIdParamsSchema,
        body: careInvoiceVoidSchema,
        response: { 200: oneInvoice },
      },
    },
    async (request) => ({
      data: await invoices.void(
        actorOf(request),
        request.params.invoiceId,
        request.body.reason,
        auditContextOf(request),
      ),
    }),
  );
};
