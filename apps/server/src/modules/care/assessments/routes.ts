import {
  assessmentCreateSchema,
  assessmentIdParamsSchema,
  assessmentListQuerySchema,
  assessmentPatchSchema,
  assessmentSchema,
  assessmentStatusInfoSchema,
  assessmentStatusMoveSchema,
  assessmentSummarySchema,
  itemResponse,
  listResponse,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { AssessmentService } from './assessmentService.ts';
import { assessmentDto, assessmentSummaryDto } from './dto.ts';
import { assessmentAccess } from './policy.ts';
import { assessmentStatuses, type StatusService } from './statusService.ts';

export type AssessmentRoutesOptions = { assessments: AssessmentService; statuses: StatusService };

const tags = ['assessments'];
const assessmentResponse = itemResponse(assessmentSchema);

export const assessmentRoutes: FastifyPluginAsyncZod<AssessmentRoutesOptions> = async (
  app,
  { assessments, statuses },
) => {
  app.get(
    '/api/assessment-statuses',
    {
      config: { access: assessmentAccess.statuses },
      schema: {
        tags,
        summary: 'Assessment statuses in code order, with the moves my role may make from each',
        response: { 200: z.object({ data: z.array(assessmentStatusInfoSchema) }) },
      },
    },
    async (request) => ({ data: assessmentStatuses(actorOf(request).role) }),
  );

  app.get(
    '/api/assessments',
    {
      config: { access: assessmentAccess.read },
      schema: {
        tags,
        summary:
          'Assessments (bookings) I may see, filtered, sorted and paged (the read is audited)',
        querystring: assessmentListQuerySchema,
        response: { 200: listResponse(assessmentSummarySchema) },
      },
    },
    async (request) => {
      const { page, perPage, sort, ...filter } = request.query;
      const { rows, total } = await assessments.list(
        actorOf(request),
        filter,
        sort,
        { page, perPage },
        requestLocale(request),
        auditContextOf(request),
      );
      return { data: rows.map(assessmentSummaryDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/assessments/:assessmentId',
    {
      config: { access: assessmentAccess.read },
      schema: {
        tags,
        summary: 'One assessment with its schedule, status history and my moves (audited)',
        params: assessmentIdParamsSchema,
        response: { 200: assessmentResponse },
      },
    },
    async (request) => {
      const { record, moves } = await assessments.get(
        actorOf(request),
        request.params.assessmentId,
        requestLocale(request),
        auditContextOf(request),
      );
      return { data: assessmentDto(record, moves) };
    },
  );

  app.post(
    '/api/assessments',
    {
      config: { access: assessmentAccess.write },
      schema: {
        tags,
        summary: "Book care for one of my agency's patients; it starts as pending",
        body: assessmentCreateSchema,
        response: { 201: assessmentResponse },
      },
    },
    async (request, reply) => {
      const { record, moves } = await assessments.create(
        actorOf(request),
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: assessmentDto(record, moves) });
    },
  );

  app.patch(
    '/api/assessments/:assessmentId',
    {
      config: { access: assessmentAccess.write },
      schema: {
        tags,
        summary:
          'Change what is sent (the schedule is replaced whole); not once completed or cancelled',
        params: assessmentIdParamsSchema,
        body: assessmentPatchSchema,
        response: { 200: assessmentResponse },
      },
    },
    async (request) => {
      const { record, moves } = await assessments.update(
        actorOf(request),
        request.params.assessmentId,
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return { data: assessmentDto(record, moves) };
    },
  );

  app.post(
    '/api/assessments/:assessmentId/status',
    {
      config: { access: assessmentAccess.write },
      schema: {
        tags,
        summary: 'Move the assessment along the status table, with a reason where one is needed',
        params: assessmentIdParamsSchema,
        body: assessmentStatusMoveSchema,
        response: { 200: assessmentResponse },
      },
    },
    async (request) => {
      const { record, moves } = await statuses.move(
        actorOf(request),
        request.params.assessmentId,
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return { data: assessmentDto(record, moves) };
    },
  );
};
