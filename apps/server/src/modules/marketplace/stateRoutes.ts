import {
  currentSearchTypeBodySchema,
  currentSearchTypeResponseSchema,
  MarketplaceProduct,
  productAddressKey,
  productAddressResponse,
  productAddressResponseSchema,
  SearchType,
  searchQueryResponseSchema,
  searchQuerySchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CookieSettings } from '../../platform/auth/cookies.ts';
import { searchStateAccess } from './policy.ts';
import type { SearchStateService } from './stateService.ts';
import { visitorIdOf } from './visitorCookie.ts';

export type SearchStateRoutesOptions = { service: SearchStateService; cookies: CookieSettings };

/** The stored search state of the spec's "cookie calls", kept per visitor cookie. */
export const searchStateRoutes: FastifyPluginAsyncZod<SearchStateRoutesOptions> = async (
  app,
  { service, cookies },
) => {
  for (const searchType of SearchType.codes) {
    const url = `/api/cookie/${searchType}`;
    app.get(
      url,
      {
        config: { access: searchStateAccess.readState },
        schema: {
          tags: ['marketplace'],
          summary: `The visitor's stored ${searchType} search query, or null`,
          response: { 200: searchQueryResponseSchema },
        },
      },
      async (request, reply) => ({
        data: await service.query(visitorIdOf(request, reply, cookies), searchType),
      }),
    );

    app.put(
      url,
      {
        config: { access: searchStateAccess.writeState },
        schema: {
          tags: ['marketplace'],
          summary: `Stores the visitor's ${searchType} search query`,
          body: searchQuerySchema,
          response: { 200: searchQueryResponseSchema },
        },
      },
      async (request, reply) => ({
        data: await service.saveQuery(
          visitorIdOf(request, reply, cookies),
          searchType,
          request.body,
        ),
      }),
    );
  }

  app.get(
    '/api/cookie/current-search-type',
    {
      config: { access: searchStateAccess.readState },
      schema: {
        tags: ['marketplace'],
        summary: 'The search type the visitor last chose, or null',
        response: { 200: currentSearchTypeResponseSchema },
      },
    },
    async (request, reply) => ({
      data: await service.currentSearchType(visitorIdOf(request, reply, cookies)),
    }),
  );

  app.put(
    '/api/cookie/current-search-type',
    {
      config: { access: searchStateAccess.writeState },
      schema: {
        tags: ['marketplace'],
        summary: 'Stores the search type the visitor chose',
        body: currentSearchTypeBodySchema,
        response: { 200: currentSearchTypeResponseSchema },
      },
    },
    async (request, reply) => ({
      data: await service.saveCurrentSearchType(
        visitorIdOf(request, reply, cookies),
        request.body.searchType,
      ),
    }),
  );

  for (const product of MarketplaceProduct.codes) {
    app.get(
      `/api/${productAddressKey(product)}`,
      {
        config: { access: searchStateAccess.readAddress },
        schema: {
          tags: ['marketplace'],
          summary: `The place of the visitor's stored ${product} search, or null`,
          response: { 200: productAddressResponseSchema(product) },
        },
      },
      async (request, reply) =>
        productAddressResponse(
          product,
          await service.address(visitorIdOf(request, reply, cookies), product),
        ),
    );
  }
};
