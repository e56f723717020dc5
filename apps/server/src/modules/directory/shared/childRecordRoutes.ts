import { itemResponse, type Locale, listResponse, pathId } from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../../platform/access.ts';
import type { AuditContext } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { PhiSubject } from '../../../platform/phiRefusals.ts';
import { callerOf, type Paged, pathIdOf, type ZodApp } from './routeRequest.ts';

type Paging = { page: number; perPage: number };

/**
 * The records kept in a directory record's file (a caregiver's documents, a patient's contacts):
 * listed, added, changed and removed as the caller, in their locale, audited like their owner.
 */
export type ChildRecordRoutesDefinition<
  Query extends Paged,
  Write extends z.ZodType,
  Item extends z.ZodType,
  Row,
> = {
  /** The owner's path (`/api/patients/:patientId`) and the children's segment under it. */
  ownerPath: string;
  ownerIdParam: string;
  childSegment: string;
  childIdParam: string;
  tags: string[];
  access: { read: Access; write: Access };
  /** The owner in the path, for the audit of refusals. */
  phi: PhiSubject;
  schemas: { ownerParams: z.ZodObject; query: Query; write: Write; item: Item };
  summaries: { list: string; create: string; update: string; remove: string };
  list(
    actor: Actor,
    ownerId: number,
    paging: Paging,
    locale: Locale,
    context: AuditContext,
  ): Promise<{ rows: Row[]; total: number }>;
  create(
    actor: Actor,
    ownerId: number,
    input: z.output<Write>,
    locale: Locale,
    context: AuditContext,
  ): Promise<Row>;
  update(
    actor: Actor,
    ownerId: number,
    id: number,
    input: z.output<Write>,
    locale: Locale,
    context: AuditContext,
  ): Promise<Row>;
  remove(
    actor: Actor,
    ownerId: number,
    id: number,
    locale: Locale,
    context: AuditContext,
  ): Promise<void>;
  dto(row: Row): z.input<Item>;
};

/** Registers the list, create, update and delete routes of the records in an owner's file. */
export function childRecordRoutes<
  Query extends Paged,
  Write extends z.ZodType,
  Item extends z.ZodType,
  Row,
>(app: ZodApp, definition: ChildRecordRoutesDefinition<Query, Write, Item, Row>): void {
  const { ownerPath, ownerIdParam, childIdParam, tags, access, phi, schemas, summaries, dto } =
    definition;
  const listPath = `${ownerPath}/${definition.childSegment}`;
  const onePath = `${listPath}/:${childIdParam}`;
  const childParams = schemas.ownerParams.extend({ [childIdParam]: pathId });
  const response = itemResponse(schemas.item);
  const ownerIdOf = (request: FastifyRequest) => pathIdOf(request, ownerIdParam);
  const childIdOf = (request: FastifyRequest) => pathIdOf(request, childIdParam);
  // Fastify has validated the query and the body with these very schemas before a handler runs.
  const bodyOf = (request: FastifyRequest) => request.body as z.output<Write>;
  const config = (who: Access) => ({ access: who, phi });

  app.route({
    method: 'GET',
    url: listPath,
    config: config(access.read),
    schema: {
      tags,
      summary: summaries.list,
      params: schemas.ownerParams,
      querystring: schemas.query,
      response: { 200: listResponse(schemas.item) },
    },
    handler: async (request: FastifyRequest) => {
      const { actor, locale, context } = callerOf(request);
      const { page, perPage } = request.query as z.output<Query>;
      const paging = { page, perPage };
      const { rows, total } = await definition.list(
        actor,
        ownerIdOf(request),
        paging,
        locale,
        context,
      );
      return { data: rows.map(dto), meta: { page, perPage, total } };
    },
  });

  app.route({
    method: 'POST',
    url: listPath,
    config: config(access.write),
    schema: {
      tags,
      summary: summaries.create,
      params: schemas.ownerParams,
      body: schemas.write,
      response: { 201: response },
    },
    handler: async (request: FastifyRequest, reply) => {
      const { actor, locale, context } = callerOf(request);
      const input = bodyOf(request);
      const created = await definition.create(actor, ownerIdOf(request), input, locale, context);
      return reply.status(201).send({ data: dto(created) });
    },
  });

  app.route({
    method: 'PUT',
    url: onePath,
    config: config(access.write),
    schema: {
      tags,
      summary: summaries.update,
      params: childParams,
      body: schemas.write,
      response: { 200: response },
    },
    handler: async (request: FastifyRequest) => {
      const { actor, locale, context } = callerOf(request);
      const updated = await definition.update(
        actor,
        ownerIdOf(request),
        childIdOf(request),
        bodyOf(request),
        locale,
        context,
      );
      return { data: dto(updated) };
    },
  });

  app.route({
    method: 'DELETE',
    url: onePath,
    config: config(access.write),
    schema: { tags, summary: summaries.remove, params: childParams, response: { 204: z.null() } },
    handler: async (request: FastifyRequest, reply) => {
      const { actor, locale, context } = callerOf(request);
      await definition.remove(actor, ownerIdOf(request), childIdOf(request), locale, context);
      return reply.status(204).send(null);
    },
  });
}
