import {
  itemResponse,
  listResponse,
  quoteRequestSchema,
  quoteSchema,
  subscriptionCancelSchema,
  subscriptionCreateSchema,
  subscriptionIdParamsSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { billingAccess } from '../policy.ts';
import { subscriptionDto } from './dto.ts';
import { taxLinesDto } from './invoicing.ts';
import type { SubscriptionService } from './subscriptionService.ts';

const tags = ['billing'];
const subscriptionResponse = itemResponse(subscriptionSchema);

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionService;
}> = async (app, { subscriptions }) => {
  app.post(
    '/api/subscriptions/quote',
    {
      config: { access: billingAccess.quote },
      schema: {
        tags,
        summary: "A product's price and tax for a billing address, at today's rate",
        body: quoteRequestSchema,
        response: { 200: itemResponse(quoteSchema) },
      },
    },
    async (request) => {
      const { product, priced, today } = await subscriptions.quote(request.body);
      return {
        data: {
          productId: product.id,
          currency: quoteSchema.shape.currency.parse(product.currency),
          priceCents: priced.priceCents,
          taxes: taxLinesDto(priced.taxes),
          taxCents: priced.taxCents,
          totalCents: priced.totalCents,
          taxDate: today,
        },
      };
    },
  );

  app.get(
    '/api/subscriptions',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary: "The subscriptions of the owner's organisation, or all of them for administrators",
        querystring: subscriptionListQuerySchema,
        response: { 200: listResponse(subscriptionSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await subscriptions.list(actorOf(request), request.query);
      return {
        data: rows.map(subscriptionDto),
        meta: { page: request.query.page, perPage: request.query.perPage, total },
      };
    },
  );

  app.post(
    '/api/subscriptions',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary: 'Subscribe an organisation to a membership product',
        body: subscriptionCreateSchema,
        response: { 201: subscriptionResponse },
      },
    },
    async (request, reply) => {
      const row = await subscriptions.subscribe(
        actorOf(request),
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: subscriptionDto(row) });
    },
  );

  app.post(
    '/api/subscriptions/:subscriptionId/cancel',
    {
      config: { access: billingAccess.ownBilling },
      schema: {
        tags,
        summary: 'Cancel a subscription at the end of its period, or now (no refund)',
        params: subscriptionIdParamsSchema,
        body: subscriptionCancelSchema,
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ({
      data: subscriptionDto(
        await subscriptions.cancel(
          actorOf(request),
          request.params.subscriptionId,
          request.body,
          auditContextOf(request),
        ),
      ),
    }),
  );
};
