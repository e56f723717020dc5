import {
  agencyIdParamsSchema,
  itemResponse,
  listResponse,
  patientIdParamsSchema,
  serviceLocationAnswerSchema,
  serviceLocationSchema,
  visitExceptionIdParamsSchema,
  visitExceptionResolveSchema,
  visitExceptionSchema,
  visitExceptionsQuerySchema,
  visitVerificationSettingsSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { type ExceptionService, exceptionDto } from './exceptionService.ts';
import { verificationAccess } from './policy.ts';
import type { SettingsService } from './settingsService.ts';

export type VerificationRoutesOptions = { settings: SettingsService; exceptions: ExceptionService };

const tags = ['visit verification'];
const patientRecord = phiSubject('patient', 'patientId');
const agencyVisits = phiSubject('agency', 'agencyId');
const exceptionRecord = phiSubject('visit_exception', 'exceptionId');
const settingsResponse = itemResponse(visitVerificationSettingsSchema);

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { settings, exceptions },
) => {
  app.get(
    '/api/agencies/:agencyId/visit-verification',
    {
      config: { access: verificationAccess.settings },
      schema: {
        tags,
        summary: "The agency's fence radius and early and late windows (defaults until set)",
        params: agencyIdParamsSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await settings.get(actorOf(request), request.params.agencyId) }),
  );

  app.put(
    '/api/agencies/:agencyId/visit-verification',
    {
      config: { access: verificationAccess.settings },
      schema: {
        tags,
        summary: "Set the agency's fence radius and windows for visits from now on (audited)",
        params: agencyIdParamsSchema,
        body: visitVerificationSettingsSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({
      data: await settings.update(
        actorOf(request),
        request.params.agencyId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.put(
    '/api/patients/:patientId/service-location',
    {
      config: { access: verificationAccess.office, phi: patientRecord },
      schema: {
        tags,
        summary: "Pin the client's home on the map: the fence is drawn around it (audited)",
        params: patientIdParamsSchema,
        body: serviceLocationSchema,
        response: { 200: itemResponse(serviceLocationAnswerSchema) },
      },
    },
    async (request) => ({
      data: await settings.setServiceLocation(
        actorOf(request),
        request.params.patientId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    '/api/agencies/:agencyId/visit-exceptions',
    {
      config: { access: verificationAccess.office, phi: agencyVisits },
      schema: {
        tags,
        summary: "The agency's visit exceptions, unresolved first, newest first (read audited)",
        params: agencyIdParamsSchema,
        querystring: visitExceptionsQuerySchema,
        response: { 200: listResponse(visitExceptionSchema) },
      },
    },
    async (request) => {
      const { page, perPage, kind, state } = request.query;
      const { rows, total } = await exceptions.queue(
        actorOf(request),
        request.params.agencyId,
        { kind, state },
        { limit: perPage, offset: (page - 1) * perPage },
        auditContextOf(request),
      );
      return { data: rows.map(exceptionDto), meta: { page, perPage, total } };
    },
  );

  app.post(
    '/api/visit-exceptions/:exceptionId/resolve',
    {
      config: { access: verificationAccess.office, phi: exceptionRecord },
      schema: {
        tags,
        summary: 'Resolve a visit exception with a note of how (audited); a second one is a 409',
        params: visitExceptionIdParamsSchema,
        body: visitExceptionResolveSchema,
        response: { 200: itemResponse(visitExceptionSchema) },
      },
    },
    async (request) => ({
      data: await exceptions.resolve(
        actorOf(request),
        request.params.exceptionId,
        request.body.note,
        auditContextOf(request),
      ),
    }),
  );
};
