import {
  careRequestCreatedSchema,
  careRequestCreateSchema,
  careRequestIdParamsSchema,
  careRequestListQuerySchema,
  careRequestListResponseSchema,
  careRequestSchema,
  careRequestUnseenSchema,
  itemResponse,
  listingIdParamsSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { CareRequestService } from './careRequestService.ts';
import { careRequestAccess, requesterOf } from './policy.ts';

export type CareRequestRoutesOptions = {
  careRequests: CareRequestService;
  /** Requests a minute per client address, as for sign-in: the form is public. */
  requestRateLimit: number;
};

const tags = ['marketplace'];

export const careRequestRoutes: FastifyPluginAsyncZod<CareRequestRoutesOptions> = async (
  app,
  { careRequests, requestRateLimit },
) => {
  app.post(
    '/api/marketplace/listings/:listingId/care-requests',
    {
      config: {
        access: careRequestAccess.create,
        rateLimit: { max: requestRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          "Ask a listing's provider for care or a visit: opens a requested assessment (and a " +
          'lead for shared living); answers the reference the family quotes',
        params: listingIdParamsSchema,
        body: careRequestCreateSchema,
        response: { 201: itemResponse(careRequestCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await careRequests.create(
        request.params.listingId,
        request.body,
        requestLocale(request),
        auditContextOf(request),
        requesterOf(request.actor),
      );
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/api/care-requests',
    {
      config: { access: careRequestAccess.list },
      schema: {
        tags,
        summary:
          'Care requests of my agency (admins: all; a family: its own, with where each stands), ' +
          'newest first, with the unseen count',
        querystring: careRequestListQuerySchema,
        response: { 200: careRequestListResponseSchema },
      },
    },
    async (request) => {
      const { page, perPage, status, kind, product } = request.query;
      const { rows, total, unseen } = await careRequests.list(
        actorOf(request),
        { seen: status === undefined ? undefined : status === 'seen', kind, product },
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows, meta: { page, perPage, total, unseen } };
    },
  );

  app.get(
    '/api/care-requests/unseen-count',
    {
      config: { access: careRequestAccess.read },
      schema: {
        tags,
        summary: 'How many of my agency’s requests no one has opened yet (not audited: no details)',
        response: { 200: itemResponse(careRequestUnseenSchema) },
      },
    },
    async (request) => ({ data: { unseen: await careRequests.unseenCount(actorOf(request)) } }),
  );

  app.get(
    '/api/care-requests/:careRequestId',
    {
      config: { access: careRequestAccess.read },
      schema: {
        tags,
        summary: 'One care request with its answers and contact; the first opening marks it seen',
        params: careRequestIdParamsSchema,
        response: { 200: itemResponse(careRequestSchema) },
      },
    },
    async (request) => ({
      data: await careRequests.get(
        actorOf(request),
        request.params.careRequestId,
        auditContextOf(request),
      ),
    }),
  );
};
