import {
  agencyIdParamsSchema,
  itemResponse,
  listResponse,
  myTimesheetSchema,
  timesheetApproveSchema,
  timesheetDetailSchema,
  timesheetListQuerySchema,
  timesheetParamsSchema,
  timesheetPeriodQuerySchema,
  timesheetReviseSchema,
  timesheetSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { assertExportable, csvOf, sendCsv } from '../../../platform/listExport.ts';
import { careBillingAccess } from '../policy.ts';
import { payrollColumns, payrollFilename } from './timesheetExport.ts';
import type { TimesheetService } from './timesheetService.ts';

const tags = ['care billing'];
const oneTimesheet = itemResponse(timesheetDetailSchema);

export const timesheetRoutes: FastifyPluginAsyncZod<{ timesheets: TimesheetService }> = async (
  app,
  { timesheets },
) => {
  app.get(
    '/api/agencies/:agencyId/timesheets',
    {
      config: { access: careBillingAccess.readTimesheets },
      schema: {
        tags,
        summary: "An agency's caregiver timesheets for a bi-weekly pay period",
        params: agencyIdParamsSchema,
        querystring: timesheetListQuerySchema,
        response: { 200: listResponse(timesheetSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await timesheets.list(
        actorOf(request),
        request.params.agencyId,
        query,
      );
      return { data: rows, meta: { page: query.page, perPage: query.perPage, total } };
    },
  );

  app.get(
    '/api/agencies/:agencyId/timesheets/export',
    {
      config: { access: careBillingAccess.exportTimesheets },
      schema: {
        tags,
        summary: "The payroll CSV of a pay period's approved timesheets",
        params: agencyIdParamsSchema,
        querystring: timesheetPeriodQuerySchema,
        response: { 200: z.string().describe('The CSV file (text/csv)') },
      },
    },
    async (request, reply) => {
      const { periodStart } = request.query;
      const rows = await timesheets.approved(
        actorOf(request),
        request.params.agencyId,
        periodStart,
      );
      assertExportable(rows.length);
      return sendCsv(reply, payrollFilename(periodStart), csvOf(payrollColumns, rows));
    },
  );

  app.get(
    '/api/my/timesheets',
    {
      config: { access: careBillingAccess.readOwnTimesheets },
      schema: {
        tags,
        summary: "The signed-in caregiver's own timesheets of a pay period, one per agency",
        querystring: timesheetPeriodQuerySchema,
        response: { 200: listResponse(myTimesheetSchema) },
      },
    },
    async (request) => {
      const rows = await timesheets.mine(actorOf(request), request.query.periodStart);
      return {
        data: rows,
        meta: { page: 1, perPage: Math.max(rows.length, 1), total: rows.length },
      };
    },
  );

  app.get(
    '/api/agencies/:agencyId/timesheets/:caregiverId',
    {
      config: { access: careBillingAccess.readTimesheets },
      schema: {
        tags,
        summary: "One caregiver's timesheet for a pay period, its visits and revisions",
        params: timesheetParamsSchema,
        querystring: timesheetPeriodQuerySchema,
        response: { 200: oneTimesheet },
      },
    },
    async (request) => {
      const { agencyId, caregiverId } = request.params;
      return {
        data: await timesheets.show(
          actorOf(request),
          agencyId,
          caregiverId,
          request.query.periodStart,
        ),
      };
    },
  );

  app.post(
    '/api/agencies/:agencyId/timesheets/:caregiverId/approve',
    {
      config: { access: careBillingAccess.approveTimesheets },
      schema: {
        tags,
        summary: "Approves a caregiver's timesheet: its visits and totals are frozen",
        params: timesheetParamsSchema,
        body: timesheetApproveSchema,
        response: { 200: oneTimesheet },
      },
    },
    async (request) => {
      const { agencyId, caregiverId } = request.params;
      return {
        data: await timesheets.approve(
          actorOf(request),
          agencyId,
          caregiverId,
          request.body.periodStart,
          auditContextOf(request),
        ),
      };
    },
  );

  app.post(
    '/api/agencies/:agencyId/timesheets/:caregiverId/revise',
    {
      config: { access: careBillingAccess.approveTimesheets },
      schema: {
        tags,
        summary: 'Revises an approved timesheet from the visits as they stand, with a reason',
        params: timesheetParamsSchema,
        body: timesheetReviseSchema,
        response: { 200: oneTimesheet },
      },
    },
    async (request) => {
      const { agencyId, caregiverId } = request.params;
      return {
        data: await timesheets.revise(
          actorOf(request),
          agencyId,
          caregiverId,
          request.body,
          auditContextOf(request),
        ),
      };
    },
  );
};
