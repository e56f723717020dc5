import {
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  searchTypeParamsSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ListingSearchService } from './listingService.ts';
import { listingAccess } from './policy.ts';

export type ListingRoutesOptions = { listings: ListingSearchService };

export const listingRoutes: FastifyPluginAsyncZod<ListingRoutesOptions> = async (
  app,
  { listings },
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
};
