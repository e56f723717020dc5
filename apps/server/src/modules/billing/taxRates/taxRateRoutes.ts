import {
  itemResponse,
  listResponse,
  taxRateAnswerSchema,
  taxRateCreateSchema,
  taxRateListQuerySchema,
  taxRateQuerySchema,
  taxRateSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { billingAccess } from '../policy.ts';
import { type TaxRateService, taxRateDto } from './taxRateService.ts';

const tags = ['billing'];

export const taxRateRoutes: FastifyPluginAsyncZod<{ taxRates: TaxRateService }> = async (
  app,
  { taxRates },
) => {
  app.get(
    '/api/tax-rate',
    {
      config: { access: billingAccess.taxLookUp },
      schema: {
        tags,
        summary: 'The sales tax of a province or state on a day (today when no date is given)',
        querystring: taxRateQuerySchema,
        response: { 200: itemResponse(taxRateAnswerSchema) },
      },
    },
    async (request) => {
      const { components, total } = taxRateDto(await taxRates.rateAt(request.query));
      return { data: { components, total } };
    },
  );

  app.get(
    '/api/tax-rates',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: 'Every recorded tax rate by region, each region newest first',
        querystring: taxRateListQuerySchema,
        response: { 200: listResponse(taxRateSchema) },
      },
    },
    async (request) => {
      const rows = await taxRates.list(request.query);
      return {
        data: rows.map(taxRateDto),
        meta: { page: 1, perPage: Math.max(rows.length, 1), total: rows.length },
      };
    },
  );

  app.post(
    '/api/tax-rates',
    {
      config: { access: billingAccess.manage },
      schema: {
        tags,
        summary: "A region's new rate from a later day; recorded rates are never changed",
        body: taxRateCreateSchema,
        response: { 201: itemResponse(taxRateSchema) },
      },
    },
    async (request, reply) => {
      const row = await taxRates.create(actorOf(request), request.body, auditContextOf(request));
      return reply.status(201).send({ data: taxRateDto(row) });
    },
  );
};
