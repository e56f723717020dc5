import {
  itemResponse,
  listResponse,
  paymentRecordSchema,
  paymentVoidSchema,
  subscriptionPaymentIdParamsSchema,
  subscriptionPaymentListQuerySchema,
  subscriptionPaymentSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { billingAccess } from '../policy.ts';
import { paymentDto } from './dto.ts';
import type { PaymentService } from './paymentService.ts';

const tags = ['billing'];
const paymentResponse = itemResponse(subscriptionPaymentSchema);

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
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
