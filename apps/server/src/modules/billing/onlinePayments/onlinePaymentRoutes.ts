import {
  checkoutCreateSchema,
  checkoutSessionParamsSchema,
  checkoutSessionSchema,
  itemResponse,
  paymentRefundSchema,
  subscriptionPaymentIdParamsSchema,
  subscriptionPaymentSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { billingAccess } from '../policy.ts';
import { paymentDto } from '../subscriptions/dto.ts';
import { type CheckoutService, checkoutSessionDto } from './checkoutService.ts';
import type { RefundService } from './refundService.ts';

const tags = ['billing'];
const checkoutResponse = itemResponse(checkoutSessionSchema);

export const onlinePaymentRoutes: FastifyPluginAsyncZod<{
  checkouts: CheckoutService;
  refunds: RefundService;
}> = async (app, { checkouts, refunds }) => {
  app.post(
    '/api/subscriptions/checkout',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary: "Start paying a membership by card or debit on the gateway's hosted page",
        body: checkoutCreateSchema,
        response: { 201: checkoutResponse },
      },
    },
    async (request, reply) => {
      const row = await checkouts.start(actorOf(request), request.body, auditContextOf(request));
      return reply.status(201).send({ data: checkoutSessionDto(row) });
    },
  );

  app.get(
    '/api/subscriptions/checkout/:sessionId',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary: 'Whether a checkout was paid, and the subscription and receipt it made',
        params: checkoutSessionParamsSchema,
        response: { 200: checkoutResponse },
      },
    },
    async (request) => ({
      data: checkoutSessionDto(await checkouts.status(actorOf(request), request.params.sessionId)),
    }),
  );

  app.post(
    '/api/subscription-payments/:paymentId/refund',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: 'Refund a paid card or debit payment in full, with the reason',
        params: subscriptionPaymentIdParamsSchema,
        body: paymentRefundSchema,
        response: { 200: itemResponse(subscriptionPaymentSchema) },
      },
    },
    async (request) => ({
      data: paymentDto(
        await refunds.refund(request.params.paymentId, request.body, auditContextOf(request)),
      ),
    }),
  );
};
