import {
  careInvoiceDisputeSchema,
  careInvoiceIdParamsSchema,
  careInvoiceStandingSchema,
  carePaymentCreateSchema,
  carePaymentListQuerySchema,
  carePaymentSchema,
  itemResponse,
  listResponse,
  openInvoiceQuerySchema,
  openInvoiceSchema,
  receivablesQuerySchema,
  receivablesSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { assertExportable, csvOf, sendCsv } from '../../../platform/listExport.ts';
import { careBillingAccess } from '../policy.ts';
import type { DisputeService } from './disputeService.ts';
import { openInvoiceDto, paymentCsvColumns, paymentDto, standingDto } from './dto.ts';
import type { PaymentService } from './paymentService.ts';
import { receivablesCsv } from './receivableCsv.ts';
import type { ReceivableService } from './receivableService.ts';

const tags = ['care billing'];
const access = careBillingAccess.managePayments;
const csvResponse = (what: string) => ({ 200: z.string().describe(`CSV: ${what}`) });

type PaymentRoutesOptions = {
  payments: PaymentService;
  disputes: DisputeService;
  receivables: ReceivableService;
};

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { payments, disputes, receivables },
) => {
  app.get(
    '/api/care-payments',
    {
      config: { access },
      schema: {
        tags,
        summary: "Payments received for care invoices: the agency's own, or any for admins",
        querystring: carePaymentListQuerySchema,
        response: { 200: listResponse(carePaymentSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await payments.list(actorOf(request), request.query);
      return {
        data: rows.map(paymentDto),
        meta: { page: request.query.page, perPage: request.query.perPage, total },
      };
    },
  );

  app.get(
    '/api/care-payments.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The payments the filters match as CSV, at most the export limit',
        querystring: carePaymentListQuerySchema,
        response: csvResponse('one line per payment'),
      },
    },
    async (request, reply) => {
      const rows = await payments.exportRows(actorOf(request), request.query);
      return sendCsv(reply, 'care-payments.csv', csvOf(paymentCsvColumns, rows));
    },
  );

  app.get(
    '/api/care-payments/open-invoices',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The issued invoices of one payer or private-pay patient that still owe money',
        querystring: openInvoiceQuerySchema,
        response: { 200: listResponse(openInvoiceSchema) },
      },
    },
    async (request) => {
      const rows = await payments.openInvoices(actorOf(request), request.query);
      return {
        data: rows.map(openInvoiceDto),
        meta: { page: 1, perPage: 100, total: rows.length },
      };
    },
  );

  app.post(
    '/api/care-payments',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Records a payment received, spread over the issued invoices it settles',
        body: carePaymentCreateSchema,
        response: { 201: itemResponse(carePaymentSchema) },
      },
    },
    async (request, reply) => {
      const payment = await payments.record(
        actorOf(request),
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: paymentDto(payment) });
    },
  );

  const disputeSchema = (summary: string) => ({
    tags,
    summary,
    params: careInvoiceIdParamsSchema,
    body: careInvoiceDisputeSchema,
    response: { 200: itemResponse(careInvoiceStandingSchema) },
  });

  app.post(
    '/api/invoices/:invoiceId/dispute',
    { config: { access }, schema: disputeSchema('Puts an issued invoice on hold, disputed') },
    async (request) => ({
      data: standingDto(
        await disputes.dispute(
          actorOf(request),
          request.params.invoiceId,
          request.body,
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.post(
    '/api/invoices/:invoiceId/resolve-dispute',
    {
      config: { access },
      schema: disputeSchema("Resolves an invoice's dispute, back to issued or partially paid"),
    },
    async (request) => ({
      data: standingDto(
        await disputes.resolve(
          actorOf(request),
          request.params.invoiceId,
          request.body,
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.get(
    '/api/care-receivables',
    {
      config: { access },
      schema: {
        tags,
        summary: "An agency's open balances per payer and private pay, by days past due",
        querystring: receivablesQuerySchema,
        response: { 200: itemResponse(receivablesSchema) },
      },
    },
    async (request) => ({ data: await receivables.aged(actorOf(request), request.query) }),
  );

  app.get(
    '/api/care-receivables.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The aged receivables as CSV',
        querystring: receivablesQuerySchema,
        response: csvResponse('one line per payer, private pay, and the totals'),
      },
    },
    async (request, reply) => {
      const aged = await receivables.aged(actorOf(request), request.query);
      assertExportable(aged.rows.length);
      return sendCsv(reply, `care-receivables-${aged.asOf}.csv`, receivablesCsv(aged));
    },
  );
};
