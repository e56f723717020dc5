import {
  itemResponse,
  listingDetailSchema,
  listingIdParamsSchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  placeMatchesQuerySchema,
  placeMatchesResponseSchema,
  searchTypeParamsSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { ListingDetailService } from './listingDetailService.ts';
import type { ListingSearchService } from './listingService.ts';
import { listingAccess } from './policy.ts';

export type ListingRoutesOptions = {
  listings: ListingSearchService;
  details: ListingDetailService;
};

export const listingRoutes: FastifyPluginAsyncZod<ListingRoutesOptions> = async (
  app,
  { listings, details },
) => {
  app.get(
    '/api/marketplace/:searchType/listings',
    {
      config: { access: listingAccess.search },
      schema: {
        tags: ['marketplace'],
        summary:
          'Published listings of one kind of care near a point or a named city, nearest first; ' +
          `radiusKm defaults to 25 and a larger value than 200 is narrowed to 200`,
        params: searchTypeParamsSchema,
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResponseSchema },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { data, total, place } = await listings.search(
        request.params.searchType,
        request.query,
      );
      return { data, meta: { page, perPage, total, place } };
    },
  );

  app.get(
    '/api/marketplace/place-matches',
    {
      config: { access: listingAccess.search },
      schema: {
        tags: ['marketplace'],
        summary:
          'The known cities closest to a place the search could not find ("Springfield, ' +
          'Narnia"), best first, at most five; empty when none comes close',
        querystring: placeMatchesQuerySchema,
        response: { 200: placeMatchesResponseSchema },
      },
    },
    async (request) => ({ data: await listings.placeMatches(request.query.location) }),
  );

  app.get(
    '/api/marketplace/listings/:listingId',
    {
      config: { access: listingAccess.read },
      schema: {
        tags: ['marketplace'],
        summary:
          "One published listing with its agency's public contact and the names of its " +
          'languages and care types (in the Accept-Language locale); 404 when unpublished',
        params: listingIdParamsSchema,
        response: { 200: itemResponse(listingDetailSchema) },
      },
    },
    async (request) => ({
      data: await details.read(request.params.listingId, requestLocale(request)),
    }),
  );
};
