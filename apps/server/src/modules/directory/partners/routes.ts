import { listResponse, partnerListQuerySchema, partnerSummarySchema } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { PartnerRepo } from './partnerRepo.ts';
import { findablePartnersCondition, partnerAccess } from './policy.ts';

export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnerRepo }> = async (
  app,
  { partners },
) => {
  app.get(
    '/api/partners',
    {
      config: { access: partnerAccess.find },
      schema: {
        tags: ['partners'],
        summary: 'Partners by name, for the pickers that name one',
        querystring: partnerListQuerySchema,
        response: { 200: listResponse(partnerSummarySchema) },
      },
    },
    async (request) => {
      const { page, perPage, q } = request.query;
      const { rows, total } = await partners.list(findablePartnersCondition(actorOf(request)), q, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows, meta: { page, perPage, total } };
    },
  );
};
