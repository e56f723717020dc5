import {
  itemResponse,
  listResponse,
  paymentDocumentQuerySchema,
  paymentRecordSchema,
  paymentVoidSchema,
  subscriptionPaymentIdParamsSchema,
  subscriptionPaymentListQuerySchema,
  subscriptionPaymentSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import { billingAccess } from '../policy.ts';
import type { InvoiceDocuments } from './documents/invoiceDocuments.ts';
import { paymentDto } from './dto.ts';
import type { PaymentService } from './paymentService.ts';

const tags = ['billing'];
const paymentResponse = itemResponse(subscriptionPaymentSchema);

type PaymentRoutesOptions = { payments: PaymentService; documents: InvoiceDocuments };

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { payments, documents },
) => {
  app.get(
    '/api/subscription-payments',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary:
          "Subscription payments: the owner's organisation's, or anyone's for administrators",
        querystring: subscriptionPaymentListQuerySchema,
        response: { 200: listResponse(subscriptionPaymentSchema) },
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
    '/api/subscription-payments/:paymentId',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary: 'One subscription payment (an invoice or a receipt)',
        params: subscriptionPaymentIdParamsSchema,
        response: { 200: paymentResponse },
      },
    },
    async (request) => ({
      data: paymentDto(await payments.show(actorOf(request), request.params.paymentId)),
    }),
  );

  app.get(
    '/api/subscription-payments/:paymentId/pdf',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary:
          "A payment as a numbered PDF: an invoice while unpaid, a receipt once paid, in the reader's language",
        params: subscriptionPaymentIdParamsSchema,
        querystring: paymentDocumentQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('The PDF file (application/pdf)') },
      },
    },
    async (request, reply) => {
      const payment = await payments.show(actorOf(request), request.params.paymentId);
      const locale = request.query.locale ?? requestLocale(request);
      const pdf = await documents.pdf(payment, locale);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${payment.invoiceNumber}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/subscription-payments/:paymentId/record',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: "Record an invoice's payment received, with its reference and day",
        params: subscriptionPaymentIdParamsSchema,
        body: paymentRecordSchema,
        response: { 200: paymentResponse },
      },
    },
    async (request) => ({
      data: paymentDto(
        await payments.record(request.params.paymentId, request.body, auditContextOf(request)),
      ),
    }),
  );

  app.post(
    '/api/subscription-payments/:paymentId/void',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: 'Void an unpaid subscription payment, with the reason',
        params: subscriptionPaymentIdParamsSchema,
        body: paymentVoidSchema,
        response: { 200: paymentResponse },
      },
    },
    async (request) => ({
      data: paymentDto(
        await payments.void(request.params.paymentId, request.body, auditContextOf(request)),
      ),
    }),
  );
};
