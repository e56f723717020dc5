import { Readable } from 'node:stream';
import {
  CARE_TIME_ZONE,
  evvExportParamsSchema,
  evvExportQuerySchema,
  evvVisitSchema,
  itemResponse,
  shiftIdParamsSchema,
  visitChangeCreateSchema,
  visitChangeSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import type { ChangeService } from './changeService.ts';
import { evvCsv, evvJson } from './exportStreams.ts';
import { evvAccess } from './policy.ts';
import type { RecordService } from './recordService.ts';

export type EvvRoutesOptions = { changes: ChangeService; records: RecordService };

const tags = ['evv'];
const visitResponse = itemResponse(evvVisitSchema);
const visitPhi = phiSubject('shift', 'shiftId');
const exportPhi = phiSubject('agency', 'agencyId');

export const evvRoutes: FastifyPluginAsyncZod<EvvRoutesOptions> = async (
  app,
  { changes, records },
) => {
  app.get(
    '/api/shifts/:shiftId/evv',
    {
      config: { access: evvAccess.maintain, phi: visitPhi },
      schema: {
        tags,
        summary: "A visit's EVV record (the Cures Act's six elements), with its corrections",
        params: shiftIdParamsSchema,
        response: { 200: visitResponse },
      },
    },
    async (request) => ({
      data: await records.visit(actorOf(request), request.params.shiftId, auditContextOf(request)),
    }),
  );

  app.get(
    '/api/shifts/:shiftId/changes',
    {
      config: { access: evvAccess.maintain, phi: visitPhi },
      schema: {
        tags,
        summary: "A visit's corrections, oldest first, each beside the value it replaced",
        params: shiftIdParamsSchema,
        response: { 200: z.object({ data: z.array(visitChangeSchema) }) },
      },
    },
    async (request) => ({
      data: await records.changes(
        actorOf(request),
        request.params.shiftId,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    '/api/shifts/:shiftId/changes',
    {
      config: { access: evvAccess.maintain, phi: visitPhi },
      schema: {
        tags,
        summary:
          'Correct a visit’s check-in or check-out, with a reason and a resolution code; ' +
          'the replaced values stay in its history',
        params: shiftIdParamsSchema,
        body: visitChangeCreateSchema,
        response: { 201: visitResponse },
      },
    },
    async (request, reply) => {
      const { shiftId } = request.params;
      await changes.change(actorOf(request), shiftId, request.body, auditContextOf(request));
      return reply.status(201).send({ data: await records.afterChange(shiftId) });
    },
  );

  const exportSchema = (format: string) => ({
    tags,
    summary: `The agency's completed or corrected visits of a month at most, as ${format} for a state aggregator`,
    params: evvExportParamsSchema,
    querystring: evvExportQuerySchema,
    // Written as the visits are read (a stream is never serialized); this documents it.
    response: {
      200: z
        .instanceof(Readable)
        .describe(`${format}: the visits as evvExportSchema describes them, by planned start`),
    },
  });

  app.get(
    '/api/agencies/:agencyId/evv/visits',
    { config: { access: evvAccess.maintain, phi: exportPhi }, schema: exportSchema('JSON') },
    async (request, reply) => {
      const { agencyId } = request.params;
      const visits = await records.export(
        actorOf(request),
        agencyId,
        request.query,
        'json',
        auditContextOf(request),
      );
      const meta = {
        agencyId,
        ...request.query,
        timeZone: CARE_TIME_ZONE,
        generatedAt: new Date().toISOString(),
      };
      return reply.type('application/json; charset=utf-8').send(evvJson(meta, visits));
    },
  );

  app.get(
    '/api/agencies/:agencyId/evv/visits.csv',
    { config: { access: evvAccess.maintain, phi: exportPhi }, schema: exportSchema('CSV') },
    async (request, reply) => {
      const { agencyId } = request.params;
      const { from, to } = request.query;
      const visits = await records.export(
        actorOf(request),
        agencyId,
        request.query,
        'csv',
        auditContextOf(request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="evv-visits-${agencyId}-${from}-${to}.csv"`,
        )
        .send(evvCsv(visits));
    },
  );
};
