import { itemResponse, listResponse, pathId } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../../platform/access.ts';
import { auditContextOf } from '../../../platform/audit.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { EntryService } from './entryService.ts';
import { entryAccess } from './policy.ts';

type PagedQuery<Sort> = { page: number; perPage: number; sort: Sort };

/** One kind of retirable entry as HTTP sees it: its path, schemas and how to show a row. */
export type EntryRoutesDefinition<
  Write,
  Row,
  Filter,
  Sort,
  Item,
  Query extends PagedQuery<Sort>,
> = {
  /** `/api/care-coordinators` */
  path: string;
  tag: string;
  /** Singular, for the summaries: "care coordinator". */
  noun: string;
  /** Who may search and read the entries (`entryAccess`). */
  readAccess: Access;
  querySchema: z.ZodType<Query>;
  writeSchema: z.ZodType<Write>;
  itemSchema: z.ZodType<Item>;
  filterOf: (query: Query) => Filter;
  dto: (row: Row) => Item;
  service: EntryService<Write, Row, Filter, Sort>;
};

const idParams = z.object({ id: pathId });

/** List, read, add, change, retire and reinstate: the same six endpoints for every kind. */
export function entryRoutes<Write, Row, Filter, Sort, Item, Query extends PagedQuery<Sort>>(
  definition: EntryRoutesDefinition<Write, Row, Filter, Sort, Item, Query>,
): FastifyPluginAsyncZod {
  const { path, noun, service, dto, querySchema, writeSchema, filterOf } = definition;
  const tags = [definition.tag];
  const item = itemResponse(definition.itemSchema);
  // The type provider cannot follow a generic schema to its output; the schemas have parsed them.
  const bodyOf = (request: { body: unknown }) => request.body as Write;
  const queryOf = (request: { query: unknown }) => request.query as Query;

  return async (app) => {
    app.get(
      path,
      {
        config: { access: definition.readAccess },
        schema: {
          tags,
          summary: `Search the ${noun}s; current ones unless asked otherwise`,
          querystring: querySchema,
          response: { 200: listResponse(definition.itemSchema) },
        },
      },
      async (request) => {
        const query = queryOf(request);
        const { page, perPage, sort } = query;
        const { rows, total } = await service.list(
          filterOf(query),
          sort,
          { page, perPage },
          requestLocale(request),
        );
        return { data: rows.map(dto), meta: { page, perPage, total } };
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: { access: definition.readAccess },
        schema: {
          tags,
          summary: `One ${noun}, retired or not`,
          params: idParams,
          response: { 200: item },
        },
      },
      async (request) => ({
        data: dto(await service.get(request.params.id, requestLocale(request))),
      }),
    );

    app.post(
      path,
      {
        config: { access: entryAccess.manage },
        schema: { tags, summary: `Add a ${noun}`, body: writeSchema, response: { 201: item } },
      },
      async (request, reply) => {
        const created = await service.create(
          bodyOf(request),
          auditContextOf(request),
          requestLocale(request),
        );
        return reply.status(201).send({ data: dto(created) });
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: entryAccess.manage },
        schema: {
          tags,
          summary: `Change a ${noun}`,
          params: idParams,
          body: writeSchema,
          response: { 200: item },
        },
      },
      async (request) => ({
        data: dto(
          await service.update(
            request.params.id,
            bodyOf(request),
            auditContextOf(request),
            requestLocale(request),
          ),
        ),
      }),
    );

    for (const [action, retired] of [
      ['retire', true],
      ['reinstate', false],
    ] as const) {
      app.post(
        `${path}/:id/${action}`,
        {
          config: { access: entryAccess.manage },
          schema: {
            tags,
            summary: retired
              ? `Retire a ${noun}: kept on the records that use it, no longer offered`
              : `Offer a retired ${noun} again`,
            params: idParams,
            response: { 200: item },
          },
        },
        async (request) => ({
          data: dto(
            await service.setRetired(
              request.params.id,
              retired,
              auditContextOf(request),
              requestLocale(request),
            ),
          ),
        }),
      );
    }
  };
}
