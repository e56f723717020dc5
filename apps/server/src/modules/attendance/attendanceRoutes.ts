import { attendanceDayQuerySchema, dayProgramParamsSchema, routes } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { phiSubject } from '../../platform/phiRefusals.ts';
import type { AttendanceService } from './attendanceService.ts';
import { attendanceAccess } from './policy.ts';

const tags = ['attendance'];
/** The day sheet names participants: a refused look at it goes to the audit log. */
const participants = phiSubject('dayProgram', 'programId');
const { day, record, week, capacity } = routes.attendance;

export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (
  app,
  { attendance },
) => {
  app.get(
    day.path,
    {
      config: { access: attendanceAccess.read, phi: participants },
      schema: {
        tags,
        summary: "A day program's day sheet: every active participant and that day's record",
        params: dayProgramParamsSchema,
        querystring: attendanceDayQuerySchema,
        response: { 200: day.schemas.response },
      },
    },
    async (request) => ({
      data: await attendance.day(actorOf(request), request.params.programId, request.query.date),
    }),
  );

  app.put(
    record.path,
    {
      config: { access: attendanceAccess.record, phi: participants },
      schema: {
        tags,
        summary: "Records or corrects one participant's attendance on one day",
        params: dayProgramParamsSchema,
        body: record.schemas.body,
        response: { 200: record.schemas.response },
      },
    },
    async (request) => ({
      data: await attendance.record(
        actorOf(request),
        request.params.programId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    week.path,
    {
      config: { access: attendanceAccess.read },
      schema: {
        tags,
        summary: "A day program's counts for the week (Monday to Sunday) around a date",
        params: dayProgramParamsSchema,
        querystring: attendanceDayQuerySchema,
        response: { 200: week.schemas.response },
      },
    },
    async (request) => ({
      data: await attendance.week(actorOf(request), request.params.programId, request.query.date),
    }),
  );

  app.put(
    capacity.path,
    {
      config: { access: attendanceAccess.record },
      schema: {
        tags,
        summary: 'Sets how many participants the program takes in a day',
        params: dayProgramParamsSchema,
        body: capacity.schemas.body,
        response: { 200: capacity.schemas.response },
      },
    },
    async (request) => ({
      data: await attendance.setCapacity(
        actorOf(request),
        request.params.programId,
        request.body.capacityPerDay,
        auditContextOf(request),
      ),
    }),
  );
};
