import {
  anyReportExportBodySchema,
  anyReportGraphBodySchema,
  anyReportRowsBodySchema,
  reportGraphResponseSchema,
  reportRowsResponseSchema,
  statisticsResponseSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { sendCsv } from '../../platform/listExport.ts';
import { requestLocale } from '../../platform/requestLocale.ts';
import type { ReportExports } from './export/reportExport.ts';
import { reportsAccess } from './policy.ts';
import type { ReportsService } from './service.ts';

const tags = ['reports'];
const typeParams = z.object({ type: z.string().max(40) });

export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  exports: ReportExports;
}> = async (app, { reports, exports }) => {
  app.post(
    '/api/reports/all/statistics',
    {
      config: { access: reportsAccess.read },
      schema: {
        tags,
        summary: "The KPI tiles of the caller's scope",
        response: { 200: statisticsResponseSchema },
      },
    },
    async (request) => ({ data: await reports.statistics(actorOf(request)) }),
  );

  app.post(
    '/api/reports/:type',
    {
      config: { access: reportsAccess.read },
      schema: {
        tags,
        summary: "A page of a report's rows for its filter; a report not built yet answers 404",
        params: typeParams,
        body: anyReportRowsBodySchema,
        response: { 200: reportRowsResponseSchema },
      },
    },
    async (request) =>
      reports.rows(actorOf(request), request.params.type, request.body, requestLocale(request)),
  );

  app.post(
    '/api/reports/:type/graph',
    {
      config: { access: reportsAccess.read },
      schema: {
        tags,
        summary: "A report's chart series by day, week or month in the agency's time zone",
        params: typeParams,
        body: anyReportGraphBodySchema,
        response: { 200: reportGraphResponseSchema },
      },
    },
    async (request) => ({
      data: await reports.graph(actorOf(request), request.params.type, request.body),
    }),
  );

  app.post(
    '/api/reports/:type/export',
    {
      config: { access: reportsAccess.read },
      schema: {
        tags,
        summary: "A report's rows as a CSV or XLSX download, at most the export limit; audited",
        params: typeParams,
        body: anyReportExportBodySchema,
        response: {
          200: z
            .union([z.string(), z.instanceof(Buffer)])
            .describe('The CSV (text/csv) or XLSX file'),
        },
      },
    },
    async (request, reply) => {
      const file = await exports(
        actorOf(request),
        request.params.type,
        request.body,
        auditContextOf(request),
        requestLocale(request),
      );
      if (file.format === 'csv') {
        return sendCsv(reply, file.filename, file.body);
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
