import { itemResponse, type Locale, listResponse } from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../../../platform/access.ts';
import type { AuditContext } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { compiledSerializerCompiler } from '../../../platform/compiledSerializer.ts';
import type { PhiSubject } from '../../../platform/phiRefusals.ts';
import { callerOf, type Paged, pathIdOf, type ZodApp } from './routeRequest.ts';

/**
 * A directory record kind (a caregiver, a patient) read and written one at a time: every read
 * and write is the caller's, in their locale, audited, and answers the record through its DTO.
 */
export type RecordRoutesDefinition<
  Query extends Paged,
  Summary extends z.ZodType,
  SummaryRow,
  Write extends z.ZodType,
  Item extends z.ZodType,
  Row,
> = {
  /** The collection's path; one record is `${path}/:${idParam}`. */
  path: string;
  idParam: string;
  tags: string[];
  access: { read: Access; write: Access };
  /** What the routes touch, for the audit of refusals: the records, or the one in the path. */
  phi: { all: PhiSubject; one: PhiSubject };
  schemas: {
    query: Query;
    summary: Summary;
    idParams: z.ZodType;
    write: Write;
    item: Item;
  };
  summaries: { list: string; view: string; create: string; update: string };
  /** The page of records the query asks for, of those the caller may see. */
  list(
    actor: Actor,
    query: z.output<Query>,
    locale: Locale,
    context: AuditContext,
  ): Promise<{ rows: SummaryRow[]; total: number }>;
  summaryDto(row: SummaryRow): z.input<Summary>;
  view(actor: Actor, id: number, locale: Locale, context: AuditContext): Promise<Row>;
  create(actor: Actor, input: z.output<Write>, locale: Locale, context: AuditContext): Promise<Row>;
  update(
    actor: Actor,
    id: number,
    input: z.output<Write>,
    locale: Locale,
    context: AuditContext,
  ): Promise<Row>;
  dto(row: Row): z.input<Item>;
};

/** Registers the list, view, create and update routes of one directory record kind. */
export function recordRoutes<
  Query extends Paged,
  Summary extends z.ZodType,
  SummaryRow,
  Write extends z.ZodType,
  Item extends z.ZodType,
  Row,
>(
  app: ZodApp,
  definition: RecordRoutesDefinition<Query, Summary, SummaryRow, Write, Item, Row>,
): void {
  const { path, idParam, tags, access, phi, schemas, summaries, dto, summaryDto } = definition;
  const onePath = `${path}/:${idParam}`;
  const response = itemResponse(schemas.item);
  // Fastify has validated the query and the body with these very schemas before a handler runs.
  const idOf = (request: FastifyRequest) => pathIdOf(request, idParam);
  const bodyOf = (request: FastifyRequest) => request.body as z.output<Write>;

  app.route({
    method: 'GET',
    url: path,
    config: { access: access.read, phi: phi.all },
    // A list is the directory's most requested answer, and its largest.
    serializerCompiler: compiledSerializerCompiler,
    schema: {
      tags,
      summary: summaries.list,
      querystring: schemas.query,
      response: { 200: listResponse(schemas.summary) },
    },
    handler: async (request: FastifyRequest) => {
      const { actor, locale, context } = callerOf(request);
      const query = request.query as z.output<Query>;
      const { rows, total } = await definition.list(actor, query, locale, context);
      return {
        data: rows.map(summaryDto),
        meta: { page: query.page, perPage: query.perPage, total },
      };
    },
  });

  app.route({
    method: 'GET',
    url: onePath,
    config: { access: access.read, phi: phi.one },
    schema: {
      tags,
      summary: summaries.view,
      params: schemas.idParams,
      response: { 200: response },
    },
    handler: async (request: FastifyRequest) => {
      const { actor, locale, context } = callerOf(request);
      return { data: dto(await definition.view(actor, idOf(request), locale, context)) };
    },
  });

  app.route({
    method: 'POST',
    url: path,
    config: { access: access.write, phi: phi.all },
    schema: { tags, summary: summaries.create, body: schemas.write, response: { 201: response } },
    handler: async (request: FastifyRequest, reply) => {
      const { actor, locale, context } = callerOf(request);
      const created = await definition.create(actor, bodyOf(request), locale, context);
      return reply.status(201).send({ data: dto(created) });
    },
  });

  app.route({
    method: 'PUT',
    url: onePath,
    config: { access: access.write, phi: phi.one },
    schema: {
      tags,
      summary: summaries.update,
      params: schemas.idParams,
      body: schemas.write,
      response: { 200: response },
    },
    handler: async (request: FastifyRequest) => {
      const { actor, locale, context } = callerOf(request);
      const updated = await definition.update(
        actor,
        idOf(request),
        bodyOf(request),
        locale,
        context,
      );
      return { data: dto(updated) };
    },
  });
}
