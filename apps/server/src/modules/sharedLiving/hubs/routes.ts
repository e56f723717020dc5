import {
  clusterIdParamsSchema,
  clusterWriteSchema,
  homeIdParamsSchema,
  homeWriteSchema,
  hubCreateSchema,
  hubDetailSchema,
  hubIdParamsSchema,
  hubListQuerySchema,
  hubOperatorQuerySchema,
  hubOperatorSchema,
  hubSummarySchema,
  hubUpdateSchema,
  itemResponse,
  listResponse,
} from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AuditContext, auditContextOf } from '../../../platform/audit.ts';
import { type Actor, actorOf } from '../../../platform/auth/actor.ts';
import { hubDetailDto, hubSummaryDto } from './dto.ts';
import type { HubDetailRecord, HubService } from './hubService.ts';
import { hubAccess } from './policy.ts';

export type HubRoutesOptions = { hubs: HubService };

const tags = ['shared living hubs'];
const hubResponse = itemResponse(hubDetailSchema);

/** Runs one of the hub's writes as the caller and answers the whole hub, as the caller sees it. */
async function answerHub(
  request: FastifyRequest,
  write: (actor: Actor, context: AuditContext) => Promise<HubDetailRecord>,
) {
  const actor = actorOf(request);
  return { data: hubDetailDto(await write(actor, auditContextOf(request)), actor) };
}

/** The route options of a write to a hub's clusters and homes: those who run the hub may. */
const structureWrite = <
  Params extends z.ZodType,
  Rest extends { body?: z.ZodType; response: object },
>(
  summary: string,
  params: Params,
  rest: Rest,
) => ({ config: { access: hubAccess.run }, schema: { tags, summary, params, ...rest } });

export const hubRoutes: FastifyPluginAsyncZod<HubRoutesOptions> = async (app, { hubs }) => {
  app.get(
    '/api/shared-living-hubs',
    {
      config: { access: hubAccess.directory },
      schema: {
        tags,
        summary: 'The hub directory: every hub with its operator, places and members',
        querystring: hubListQuerySchema,
        response: { 200: listResponse(hubSummarySchema) },
      },
    },
    async (request) => {
      const { page, perPage, ...filter } = request.query;
      const actor = actorOf(request);
      const { rows, total } = await hubs.directory(actor, filter, { page, perPage });
      return {
        data: rows.map((row) => hubSummaryDto(row, actor)),
        meta: { page, perPage, total },
      };
    },
  );

  app.get(
    '/api/shared-living-hubs/operators',
    {
      config: { access: hubAccess.chooseOperator },
      schema: {
        tags,
        summary: 'Agencies or partners by name, to choose the operator of a new hub',
        querystring: hubOperatorQuerySchema,
        response: { 200: listResponse(hubOperatorSchema) },
      },
    },
    async (request) => {
      const { kind, q, page, perPage } = request.query;
      const { rows, total } = await hubs.operators(kind, q, { page, perPage });
      return { data: rows, meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/shared-living-hubs/:hubId',
    {
      config: { access: hubAccess.directory },
      schema: {
        tags,
        summary:
          'One hub with its clusters and homes; host contacts only for those who run the hub',
        params: hubIdParamsSchema,
        response: { 200: hubResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: hubDetailDto(await hubs.detail(actor, request.params.hubId), actor) };
    },
  );

  app.post(
    '/api/shared-living-hubs',
    {
      config: { access: hubAccess.found },
      schema: {
        tags,
        summary: "Found a hub: admins name its operator; owners found their own organisation's",
        body: hubCreateSchema,
        response: { 201: hubResponse },
      },
    },
    async (request, reply) => {
      const answer = await answerHub(request, (actor, context) =>
        hubs.create(actor, request.body, context),
      );
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/api/shared-living-hubs/:hubId',
    {
      config: { access: hubAccess.run },
      schema: {
        tags,
        summary: "Change a hub's name, description, city and contact (those who run it)",
        params: hubIdParamsSchema,
        body: hubUpdateSchema,
        response: { 200: hubResponse },
      },
    },
    (request) =>
      answerHub(request, (actor, context) =>
        hubs.update(actor, request.params.hubId, request.body, context),
      ),
  );

  app.post(
    '/api/shared-living-hubs/:hubId/clusters',
    structureWrite('Add a cluster of homes to a hub; answers the hub', hubIdParamsSchema, {
      body: clusterWriteSchema,
      response: { 201: hubResponse },
    }),
    async (request, reply) => {
      const answer = await answerHub(request, (actor, context) =>
        hubs.addCluster(actor, request.params.hubId, request.body, context),
      );
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/api/shared-living-clusters/:clusterId',
    structureWrite('Rename a cluster; answers its hub', clusterIdParamsSchema, {
      body: clusterWriteSchema,
      response: { 200: hubResponse },
    }),
    (request) =>
      answerHub(request, (actor, context) =>
        hubs.renameCluster(actor, request.params.clusterId, request.body, context),
      ),
  );

  app.post(
    '/api/shared-living-clusters/:clusterId/homes',
    structureWrite(
      'Add a host home (capacity 1 to 20) to a cluster; answers its hub',
      clusterIdParamsSchema,
      { body: homeWriteSchema, response: { 201: hubResponse } },
    ),
    async (request, reply) => {
      const answer = await answerHub(request, (actor, context) =>
        hubs.addHome(actor, request.params.clusterId, request.body, context),
      );
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/api/shared-living-homes/:homeId',
    structureWrite(
      'Change a home; its capacity never below the places taken today',
      homeIdParamsSchema,
      { body: homeWriteSchema, response: { 200: hubResponse } },
    ),
    (request) =>
      answerHub(request, (actor, context) =>
        hubs.updateHome(actor, request.params.homeId, request.body, context),
      ),
  );

  app.post(
    '/api/shared-living-homes/:homeId/retire',
    structureWrite('Retire a home; 409 while someone holds a place in it', homeIdParamsSchema, {
      response: { 200: hubResponse },
    }),
    (request) =>
      answerHub(request, (actor, context) =>
        hubs.retireHome(actor, request.params.homeId, context),
      ),
  );
};
