import {
  careInvoiceRunDetailSchema,
  careInvoiceRunIdParamsSchema,
  careInvoiceRunListQuerySchema,
  careInvoiceRunSchema,
  careInvoiceRunStartSchema,
  itemResponse,
  listResponse,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { careBillingAccess } from '../policy.ts';
import { runDetailDto, runDto } from './runDto.ts';
import type { RunService } from './runService.ts';

const tags = ['care billing'];

export const runRoutes: FastifyPluginAsyncZod<{ runs: RunService }> = async (app, { runs }) => {
  app.addHook('onClose', runs.settle);
  // A run queued while no node was up (the demo's, or one a stopped node left) starts now.
  app.addHook('onReady', async () => runs.resume(app.log));

  app.post(
    '/api/invoice-runs',
    {
      config: { access: careBillingAccess.runInvoices },
      schema: {
        tags,
        summary: "Queues an invoice run of an agency's period; it runs in the background",
        body: careInvoiceRunStartSchema,
        response: { 201: itemResponse(careInvoiceRunSchema) },
      },
    },
    async (request, reply) => {
      const run = await runs.start(
        actorOf(request),
        request.body,
        auditContextOf(request),
        request.log,
      );
      return reply.status(201).send({ data: runDto(run) });
    },
  );

  app.get(
    '/api/invoice-runs',
    {
      config: { access: careBillingAccess.runInvoices },
      schema: {
        tags,
        summary: "An agency's invoice runs, newest first (admins: any agency's, or all)",
        querystring: careInvoiceRunListQuerySchema,
        response: { 200: listResponse(careInvoiceRunSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await runs.list(actorOf(request), request.query);
      return {
        data: rows.map(runDto),
        meta: { page: request.query.page, perPage: request.query.perPage, total },
      };
    },
  );

  app.get(
    '/api/invoice-runs/:runId',
    {
      config: { access: careBillingAccess.runInvoices },
      schema: {
        tags,
        summary: 'An invoice run: its progress, its drafts and the visits it could not bill',
        params: careInvoiceRunIdParamsSchema,
        response: { 200: itemResponse(careInvoiceRunDetailSchema) },
      },
    },
    async (request) => {
      const { run, drafts, exceptions, currency } = await runs.show(
        actorOf(request),
        request.params.runId,
      );
      return { data: runDetailDto(run, drafts, exceptions, currency) };
    },
  );
};
