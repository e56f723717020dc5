import {
  agencyListQuerySchema,
  agencySchema,
  agencySummarySchema,
  agencyWriteSchema,
  internalAgencyQuerySchema,
  internalAgencySchema,
  itemResponse,
  type Locale,
  listResponse,
  pathId,
} from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditContext, auditContextOf } from '../../../platform/audit.ts';
import { type Actor, actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { AgencyRecord } from './agencyRepo.ts';
import type { AgencyService } from './agencyService.ts';
import { agencyDto, agencySummaryDto } from './dto.ts';
import { agencyAccess } from './policy.ts';

export type AgencyRoutesOptions = { agencies: AgencyService };

export const agencyTags = ['agencies'];
export const agencyIdParams = z.object({ agencyId: pathId });

/** Runs a write to the agency in the path as the caller, and answers the agency as they see it. */
export async function answerAgencyWrite<Body>(
  request: FastifyRequest & { params: { agencyId: number }; body: Body },
  write: (
    actor: Actor,
    agencyId: number,
    body: Body,
    locale: Locale,
    context: AuditContext,
  ) => Promise<AgencyRecord>,
) {
  const actor = actorOf(request);
  const agency = await write(
    actor,
    request.params.agencyId,
    request.body,
    requestLocale(request),
    auditContextOf(request),
  );
  return { data: agencyDto(actor, agency) };
}

export const agencyRoutes: FastifyPluginAsyncZod<AgencyRoutesOptions> = async (
  app,
  { agencies },
) => {
  app.get(
    '/api/agencies',
    {
      config: { access: agencyAccess.read },
      schema: {
        tags: agencyTags,
        summary: 'Agencies, searched by name, care type, standing (admins) and location, paged',
        querystring: agencyListQuerySchema,
        response: { 200: listResponse(agencySummarySchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { page, perPage } = request.query;
      const { rows, total } = await agencies.list(actor, request.query, requestLocale(request));
      return {
        data: rows.map((row) => agencySummaryDto(actor, row)),
        meta: { page, perPage, total },
      };
    },
  );

  app.get(
    '/api/agencies/:agencyId',
    {
      config: { access: agencyAccess.read },
      schema: {
        tags: agencyTags,
        summary: 'One agency: profile, care types, languages, service area',
        params: agencyIdParams,
        response: { 200: itemResponse(agencySchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const agency = await agencies.visible(actor, request.params.agencyId, requestLocale(request));
      return { data: agencyDto(actor, agency) };
    },
  );

  app.post(
    '/api/agencies',
    {
      config: { access: agencyAccess.create },
      schema: {
        tags: agencyTags,
        summary: 'Add an agency; it starts in good standing',
        body: agencyWriteSchema,
        response: { 201: itemResponse(agencySchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await agencies.create(
        actor,
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: agencyDto(actor, created) });
    },
  );

  app.put(
    '/api/agencies/:agencyId',
    {
      config: { access: agencyAccess.update },
      schema: {
        tags: agencyTags,
        summary: "Change an agency's profile; care types and languages are replaced whole",
        params: agencyIdParams,
        body: agencyWriteSchema,
        response: { 200: itemResponse(agencySchema) },
      },
    },
    (request) => answerAgencyWrite(request, agencies.update),
  );

  app.get(
    '/api/internal-agency',
    {
      config: { access: agencyAccess.internal },
      schema: {
        tags: agencyTags,
        summary: "The signed-in person's own agency, with the care it provides on request",
        querystring: internalAgencyQuerySchema,
        response: { 200: itemResponse(internalAgencySchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { careTypes, ...agency } = agencyDto(
        actor,
        await agencies.internal(actor, requestLocale(request)),
      );
      return { data: request.query.withCareProvided ? { ...agency, careTypes } : agency };
    },
  );
};
