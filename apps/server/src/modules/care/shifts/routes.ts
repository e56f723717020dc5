import { Readable } from 'node:stream';
import {
  assessmentIdParamsSchema,
  assessmentShiftsQuerySchema,
  checkInSchema,
  checkOutSchema,
  eligibleCaregiverSchema,
  itemResponse,
  listResponse,
  myShiftsQuerySchema,
  shiftAssignSchema,
  shiftCalendarQuerySchema,
  shiftGenerateResultSchema,
  shiftGenerateSchema,
  shiftIdParamsSchema,
  shiftSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { shiftDto } from './dto.ts';
import type { PlanService } from './planService.ts';
import { shiftAccess } from './policy.ts';
import type { VisitService } from './visitService.ts';

export type ShiftRoutesOptions = { plan: PlanService; visits: VisitService };

const tags = ['shifts'];
const shiftResponse = itemResponse(shiftSchema);
const shiftsResponse = z.object({ data: z.array(shiftSchema) });

export const shiftRoutes: FastifyPluginAsyncZod<ShiftRoutesOptions> = async (
  app,
  { plan, visits },
) => {
  app.post(
    '/api/agency/assessments/:assessmentId/shifts/generate',
    {
      config: { access: shiftAccess.manage },
      schema: {
        tags,
        summary: 'Make the shifts of the weekly schedule for the days ahead; repeating adds none',
        params: assessmentIdParamsSchema,
        body: shiftGenerateSchema,
        response: { 200: itemResponse(shiftGenerateResultSchema) },
      },
    },
    async (request) => ({
      data: await plan.generate(
        actorOf(request),
        request.params.assessmentId,
        request.body.days,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    '/api/agency/assessments/:assessmentId/shifts',
    {
      config: { access: shiftAccess.manage },
      schema: {
        tags,
        summary: "An assessment's shifts by start, paged (the read is audited)",
        params: assessmentIdParamsSchema,
        querystring: assessmentShiftsQuerySchema,
        response: { 200: listResponse(shiftSchema) },
      },
    },
    async (request) => {
      const { page, perPage, from, to } = request.query;
      const { rows, total } = await plan.ofAssessment(
        actorOf(request),
        request.params.assessmentId,
        { from, to },
        { limit: perPage, offset: (page - 1) * perPage },
        auditContextOf(request),
      );
      return { data: rows.map(shiftDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/shifts',
    {
      config: { access: shiftAccess.manage },
      schema: {
        tags,
        summary:
          'The calendar: live shifts starting on the days from/to (62 at most), missed marked',
        querystring: shiftCalendarQuerySchema,
        response: { 200: shiftsResponse },
      },
    },
    async (request) => {
      const rows = await plan.calendar(actorOf(request), request.query, auditContextOf(request));
      return { data: rows.map(shiftDto) };
    },
  );

  app.get(
    '/api/my/shifts',
    {
      config: { access: shiftAccess.work },
      schema: {
        tags,
        summary: 'My offered and accepted shifts starting on one day (Toronto time)',
        querystring: myShiftsQuerySchema,
        response: { 200: shiftsResponse },
      },
    },
    async (request) => {
      const rows = await visits.mine(actorOf(request), request.query.date, auditContextOf(request));
      return { data: rows.map(shiftDto) };
    },
  );

  app.get(
    '/api/shifts/:shiftId',
    {
      config: { access: shiftAccess.read },
      schema: {
        tags,
        summary: 'One shift with its visit verification record (the read is audited)',
        params: shiftIdParamsSchema,
        response: { 200: shiftResponse },
      },
    },
    async (request) => ({
      data: shiftDto(
        await visits.get(actorOf(request), request.params.shiftId, auditContextOf(request)),
      ),
    }),
  );

  app.get(
    '/api/shifts/:shiftId/signature',
    {
      config: { access: shiftAccess.read, phi: phiSubject('shift', 'shiftId') },
      schema: {
        tags,
        summary: "The client's signature taken at check-out, a PNG (the read is audited)",
        params: shiftIdParamsSchema,
        // The bytes go out as they are (a stream is never serialized); this documents them.
        response: { 200: z.instanceof(Readable).describe('The signature, image/png') },
      },
    },
    async (request, reply) => {
      const image = await visits.signature(
        actorOf(request),
        request.params.shiftId,
        auditContextOf(request),
      );
      return reply
        .type('image/png')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(image);
    },
  );

  app.get(
    '/api/shifts/:shiftId/eligible-caregivers',
    {
      config: { access: shiftAccess.manage },
      schema: {
        tags,
        summary:
          "The agency's caregivers for this shift, eligible first, with why the others are not",
        params: shiftIdParamsSchema,
        response: { 200: z.object({ data: z.array(eligibleCaregiverSchema) }) },
      },
    },
    async (request) => ({ data: await plan.eligible(actorOf(request), request.params.shiftId) }),
  );

  app.post(
    '/api/shifts/:shiftId/assign',
    {
      config: { access: shiftAccess.manage },
      schema: {
        tags,
        summary: 'Offer the shift to a qualified, available caregiver; 409 names a clashing shift',
        params: shiftIdParamsSchema,
        body: shiftAssignSchema,
        response: { 200: shiftResponse },
      },
    },
    async (request) => ({
      data: shiftDto(
        await plan.assign(
          actorOf(request),
          request.params.shiftId,
          request.body.caregiverId,
          auditContextOf(request),
        ),
      ),
    }),
  );

  for (const [path, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/api/shifts/:shiftId/${path}`,
      {
        config: { access: shiftAccess.work },
        schema: {
          tags,
          summary: `${accept ? 'Accept' : 'Decline'} a shift offered to me`,
          params: shiftIdParamsSchema,
          response: { 200: shiftResponse },
        },
      },
      async (request) => ({
        data: shiftDto(
          await visits.respond(
            actorOf(request),
            request.params.shiftId,
            accept,
            auditContextOf(request),
          ),
        ),
      }),
    );
  }

  app.post(
    '/api/shifts/:shiftId/check-in',
    {
      config: { access: shiftAccess.work },
      schema: {
        tags,
        summary:
          'Record my check-in where my phone places me; outside the fence or window it needs a reason and opens an exception; a replayed idempotency key changes nothing',
        params: shiftIdParamsSchema,
        body: checkInSchema,
        response: { 200: shiftResponse },
      },
    },
    async (request) => ({
      data: shiftDto(
        await visits.checkIn(
          actorOf(request),
          request.params.shiftId,
          request.body,
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.post(
    '/api/shifts/:shiftId/check-out',
    {
      config: { access: shiftAccess.work },
      schema: {
        tags,
        summary:
          "Record my check-out as the check-in, with the client's signature (or why there is none) and the tasks done",
        params: shiftIdParamsSchema,
        body: checkOutSchema,
        response: { 200: shiftResponse },
      },
    },
    async (request) => ({
      data: shiftDto(
        await visits.checkOut(
          actorOf(request),
          request.params.shiftId,
          request.body,
          auditContextOf(request),
        ),
      ),
    }),
  );
};
