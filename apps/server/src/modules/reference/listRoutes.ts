import {
  itemResponse,
  listResponse,
  pathId,
  ReferenceList,
  referenceListSummarySchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.ts';
import type { AnyListDefinition } from './listDefinition.ts';
import { referenceLists } from './lists.ts';
import { referenceAccess } from './policy.ts';
import type { ReferenceService } from './service.ts';

export type ListRoutesOptions = { service: ReferenceService };

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['reference'];
const idParams = z.object({ id: pathId });

/** The same six endpoints for every list, under /api/{list}. */
function registerList(app: App, service: ReferenceService, definition: AnyListDefinition): void {
  const path = `/api/${definition.list}`;
  const { item, query, create, update } = definition.schemas;

  app.get(
    path,
    {
      config: { access: definition.readAccess },
      schema: {
        tags,
        summary: `${definition.summary}: current entries, paged; q searches`,
        querystring: query,
        response: { 200: listResponse(item) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await service.list(definition, request.actor, request.query);
      return { data: rows, meta: { page, perPage, total } };
    },
  );

  app.get(
    `${path}/:id`,
    {
      config: { access: definition.readAccess },
      schema: {
        tags,
        summary: `One entry by id, retired or not (old records keep showing it)`,
        params: idParams,
        response: { 200: itemResponse(item) },
      },
    },
    async (request) => ({ data: await service.get(definition, request.params.id) }),
  );

  app.post(
    path,
    {
      config: { access: referenceAccess.manage },
      schema: {
        tags,
        summary: 'Add an entry',
        body: create,
        response: { 201: itemResponse(item) },
      },
    },
    async (request, reply) => {
      const created = await service.create(definition, request.body, auditContextOf(request));
      return reply.status(201).send({ data: created });
    },
  );

  app.patch(
    `${path}/:id`,
    {
      config: { access: referenceAccess.manage },
      schema: {
        tags,
        summary: 'Rename an entry (its labels) or change its details; the code stays',
        params: idParams,
        body: update,
        response: { 200: itemResponse(item) },
      },
    },
    async (request) => ({
      data: await service.update(
        definition,
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  for (const [action, retired] of [
    ['retire', true],
    ['unretire', false],
  ] as const) {
    app.post(
      `${path}/:id/${action}`,
      {
        config: { access: referenceAccess.manage },
        schema: {
          tags,
          summary: retired
            ? 'Retire an entry: kept on old records, no longer offered'
            : 'Offer a retired entry again',
          params: idParams,
          response: { 200: itemResponse(item) },
        },
      },
      async (request) => ({
        data: await service.setRetired(
          definition,
          request.params.id,
          retired,
          auditContextOf(request),
        ),
      }),
    );
  }
}

export const listRoutes: FastifyPluginAsyncZod<ListRoutesOptions> = async (app, { service }) => {
  for (const definition of Object.values(referenceLists)) {
    registerList(app, service, definition);
  }

  app.get(
    '/api/reference-lists',
    {
      config: { access: referenceAccess.manage },
      schema: {
        tags,
        summary: 'Every list an administrator maintains, with its counts of entries',
        response: { 200: z.object({ data: z.array(referenceListSummarySchema) }) },
      },
    },
    async () => ({ data: await Promise.all(ReferenceList.codes.map(service.summary)) }),
  );

  app.get(
    '/api/reference-lists/:list',
    {
      config: { access: referenceAccess.manage },
      schema: {
        tags,
        summary: 'One list with its counts of entries offered and retired',
        params: z.object({ list: ReferenceList.schema }),
        response: { 200: itemResponse(referenceListSummarySchema) },
      },
    },
    async (request) => ({ data: await service.summary(request.params.list) }),
  );
};
