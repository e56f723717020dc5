import {
  hubEventAttendeeParamsSchema,
  hubEventCreateSchema,
  hubEventListQuerySchema,
  hubEventParamsSchema,
  hubEventPatchSchema,
  hubEventSchema,
  hubEventsParamsSchema,
  itemResponse,
  listResponse,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { hubEventDto } from './dto.ts';
import type { EventService } from './eventService.ts';
import { hubEventAccess } from './policy.ts';

const tags = ['shared living'];
const base = '/api/hub/:hubId/hub-events';
const eventResponse = itemResponse(hubEventSchema);

export const hubEventRoutes: FastifyPluginAsyncZod<{ events: EventService }> = async (
  app,
  { events },
) => {
  app.get(
    base,
    {
      config: { access: hubEventAccess.read },
      schema: {
        tags,
        summary: "A hub's events that overlap a period (default: this month), cancelled ones too",
        params: hubEventsParamsSchema,
        querystring: hubEventListQuerySchema,
        response: { 200: listResponse(hubEventSchema) },
      },
    },
    async (request) => {
      const { page, perPage, ...filter } = request.query;
      const actor = actorOf(request);
      const { rows, total } = await events.list(actor, request.params.hubId, filter, {
        page,
        perPage,
      });
      return {
        data: rows.map((row) => hubEventDto(row, actor.userId)),
        meta: { page, perPage, total },
      };
    },
  );

  app.post(
    base,
    {
      config: { access: hubEventAccess.write },
      schema: {
        tags,
        summary: 'Plan an outing, a training or a meeting',
        params: hubEventsParamsSchema,
        body: hubEventCreateSchema,
        response: { 201: eventResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const event = await events.create(
        actor,
        request.params.hubId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: hubEventDto(event, actor.userId) });
    },
  );

  app.patch(
    `${base}/:eventId`,
    {
      config: { access: hubEventAccess.write },
      schema: {
        tags,
        summary: 'Change an event that is not cancelled; only the fields sent change',
        params: hubEventParamsSchema,
        body: hubEventPatchSchema,
        response: { 200: eventResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { hubId, eventId } = request.params;
      const event = await events.update(
        actor,
        hubId,
        eventId,
        request.body,
        auditContextOf(request),
      );
      return { data: hubEventDto(event, actor.userId) };
    },
  );

  app.post(
    `${base}/:eventId/cancel`,
    {
      config: { access: hubEventAccess.write },
      schema: {
        tags,
        summary: 'Cancel an event; it stays on the calendar, marked cancelled',
        params: hubEventParamsSchema,
        response: { 200: eventResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { hubId, eventId } = request.params;
      const event = await events.cancel(actor, hubId, eventId, auditContextOf(request));
      return { data: hubEventDto(event, actor.userId) };
    },
  );

  app.put(
    `${base}/:eventId/attendees/:userId`,
    {
      config: { access: hubEventAccess.attend },
      schema: {
        tags,
        summary: 'Mark a member as attending (the hub for any member, a member for themself)',
        params: hubEventAttendeeParamsSchema,
        response: { 200: eventResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { hubId, eventId, userId } = request.params;
      const event = await events.attend(actor, hubId, eventId, userId, auditContextOf(request));
      return { data: hubEventDto(event, actor.userId) };
    },
  );

  app.delete(
    `${base}/:eventId/attendees/:userId`,
    {
      config: { access: hubEventAccess.attend },
      schema: {
        tags,
        summary: 'Take a person off the attendees (the hub for anyone, a member for themself)',
        params: hubEventAttendeeParamsSchema,
        response: { 200: eventResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { hubId, eventId, userId } = request.params;
      const event = await events.leave(actor, hubId, eventId, userId, auditContextOf(request));
      return { data: hubEventDto(event, actor.userId) };
    },
  );
};
