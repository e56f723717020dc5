import {
  hostLeadCreatedSchema,
  hostLeadCreateSchema,
  hostLeadIdParamsSchema,
  hostLeadListQuerySchema,
  hostLeadListResponseSchema,
  hostLeadMoveSchema,
  hostLeadProviderCreatedSchema,
  hostLeadProviderSchema,
  hostLeadSchema,
  itemResponse,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { HostLeadService } from './hostLeadService.ts';
import { hostLeadAccess } from './policy.ts';

export type HostLeadRoutesOptions = {
  hostLeads: HostLeadService;
  /** Sign-ups a minute per client address, as for care requests: the form is public. */
  requestRateLimit: number;
};

const tags = ['shared living'];
const leadResponse = itemResponse(hostLeadSchema);

// The pipeline lives at the path the spec names, under /admin rather than /api; the platform
// guards /admin exactly as it guards /api (access declaration, CSRF, JSON 404).
const pipelinePath = '/admin/shared-living/host-leads';

export const hostLeadRoutes: FastifyPluginAsyncZod<HostLeadRoutesOptions> = async (
  app,
  { hostLeads, requestRateLimit },
) => {
  app.post(
    '/api/shared-living/host-leads',
    {
      config: {
        access: hostLeadAccess.signUp,
        rateLimit: { max: requestRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Offer to host shared living: a new host lead; answers the reference to quote',
        body: hostLeadCreateSchema,
        response: { 201: itemResponse(hostLeadCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await hostLeads.signUp(request.body, auditContextOf(request));
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    pipelinePath,
    {
      config: { access: hostLeadAccess.pipeline },
      schema: {
        tags,
        summary: 'Host leads (or families’ leads with kind=careSeeker), newest first, filtered',
        querystring: hostLeadListQuerySchema,
        response: { 200: hostLeadListResponseSchema },
      },
    },
    async (request) => {
      const { page, perPage, kind, status, location, from, to, q } = request.query;
      const { rows, total } = await hostLeads.list(
        { kind, status, location, from, to, q },
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows, meta: { page, perPage, total } };
    },
  );

  app.get(
    `${pipelinePath}/:leadId`,
    {
      config: { access: hostLeadAccess.pipeline },
      schema: {
        tags,
        summary: 'One lead with its contact, message and pipeline history',
        params: hostLeadIdParamsSchema,
        response: { 200: leadResponse },
      },
    },
    async (request) => ({
      data: await hostLeads.get(request.params.leadId, auditContextOf(request)),
    }),
  );

  app.post(
    `${pipelinePath}/:leadId/status`,
    {
      config: { access: hostLeadAccess.pipeline },
      schema: {
        tags,
        summary:
          'Move a lead along the pipeline (409 for a move it lacks; a decline needs a reason)',
        params: hostLeadIdParamsSchema,
        body: hostLeadMoveSchema,
        response: { 200: leadResponse },
      },
    },
    async (request) => ({
      data: await hostLeads.move(
        actorOf(request),
        request.params.leadId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    `${pipelinePath}/:leadId/provider`,
    {
      config: { access: hostLeadAccess.pipeline },
      schema: {
        tags,
        summary:
          "Open an approved host's home as an organisation and invite the host as its provider (409 once done)",
        params: hostLeadIdParamsSchema,
        body: hostLeadProviderSchema,
        response: { 201: itemResponse(hostLeadProviderCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await hostLeads.makeProvider(
        actorOf(request),
        request.params.leadId,
        request.body.organisationName,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: created });
    },
  );
};
