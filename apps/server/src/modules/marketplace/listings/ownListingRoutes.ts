import {
  agencyListingsParamsSchema,
  itemResponse,
  listingIdParamsSchema,
  listingPublishSchema,
  listingWriteSchema,
  listResponse,
  ownListingQuerySchema,
  ownListingSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { OwnListingService } from './ownListingService.ts';
import { listingAccess } from './policy.ts';

export type OwnListingRoutesOptions = { own: OwnListingService };

const tags = ['marketplace'];
const managePath = '/api/marketplace/listings/:listingId/manage';

/** An agency keeps its own listings: drafts, changes, publishing and retiring. */
export const ownListingRoutes: FastifyPluginAsyncZod<OwnListingRoutesOptions> = async (
  app,
  { own },
) => {
  const access = { access: listingAccess.manage };

  app.get(
    '/api/agencies/:agencyId/listings',
    {
      config: access,
      schema: {
        tags,
        summary:
          "An agency's own listings, drafts included (not retired ones), latest change first",
        params: agencyListingsParamsSchema,
        querystring: ownListingQuerySchema,
        response: { 200: listResponse(ownListingSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { data, total } = await own.list(
        actorOf(request),
        request.params.agencyId,
        request.query,
      );
      return { data, meta: { page, perPage, total } };
    },
  );

  app.post(
    '/api/agencies/:agencyId/listings',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a listing to an agency, as a draft; a city alone places it at its centre',
        params: agencyListingsParamsSchema,
        body: listingWriteSchema,
        response: { 201: itemResponse(ownListingSchema) },
      },
    },
    async (request, reply) => {
      const created = await own.create(
        actorOf(request),
        request.params.agencyId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    managePath,
    {
      config: access,
      schema: {
        tags,
        summary: 'One of your agency’s listings as its editor shows it, draft or published',
        params: listingIdParamsSchema,
        response: { 200: itemResponse(ownListingSchema) },
      },
    },
    async (request) => ({ data: await own.readOwn(actorOf(request), request.params.listingId) }),
  );

  app.put(
    managePath,
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a listing (the whole of it); publishing is separate',
        params: listingIdParamsSchema,
        body: listingWriteSchema,
        response: { 200: itemResponse(ownListingSchema) },
      },
    },
    async (request) => ({
      data: await own.update(
        actorOf(request),
        request.params.listingId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.put(
    `${managePath}/published`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Publish a listing to the marketplace, or take it off',
        params: listingIdParamsSchema,
        body: listingPublishSchema,
        response: { 200: itemResponse(ownListingSchema) },
      },
    },
    async (request) => ({
      data: await own.setPublished(
        actorOf(request),
        request.params.listingId,
        request.body.published,
        auditContextOf(request),
      ),
    }),
  );

  app.delete(
    managePath,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Retire a listing: off the marketplace and your list for good; kept with its care requests',
        params: listingIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await own.retire(actorOf(request), request.params.listingId, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
};
