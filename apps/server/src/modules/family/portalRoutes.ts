import {
  familyNoteQuerySchema,
  familyNoteSchema,
  familyVisitQuerySchema,
  familyVisitSchema,
  itemResponse,
  listResponse,
  myCarePatientParamsSchema,
  myCarePatientSchema,
  routes,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { phiSubject } from '../../platform/phiRefusals.ts';
import { familyAccess } from './policy.ts';
import type { PortalService } from './portalService.ts';

const tags = ['family'];
const patientRecord = phiSubject('patient', 'patientId');
const paths = routes.family;

export const portalRoutes: FastifyPluginAsyncZod<{ portal: PortalService }> = async (
  app,
  { portal },
) => {
  app.get(
    paths.patients.path,
    {
      config: { access: familyAccess.portal },
      schema: {
        tags,
        summary: 'The patients the signed-in family is linked to (read audited)',
        response: { 200: listResponse(myCarePatientSchema) },
      },
    },
    async (request) => {
      const rows = await portal.patients(actorOf(request), auditContextOf(request));
      return {
        data: rows,
        meta: { page: 1, perPage: Math.max(rows.length, 1), total: rows.length },
      };
    },
  );

  app.get(
    paths.patient.path,
    {
      config: { access: familyAccess.portal, phi: patientRecord },
      schema: {
        tags,
        summary: 'One linked patient; any other answers 404',
        params: myCarePatientParamsSchema,
        response: { 200: itemResponse(myCarePatientSchema) },
      },
    },
    async (request) => ({
      data: await portal.patient(
        actorOf(request),
        request.params.patientId,
        auditContextOf(request),
      ),
    }),
  );

  app.get(
    paths.visits.path,
    {
      config: { access: familyAccess.portal, phi: patientRecord },
      schema: {
        tags,
        summary: "A linked patient's upcoming or past visits, with the caregiver's first name",
        params: myCarePatientParamsSchema,
        querystring: familyVisitQuerySchema,
        response: { 200: listResponse(familyVisitSchema) },
      },
    },
    async (request) => {
      const { page, perPage, when } = request.query;
      const { rows, total } = await portal.visits(
        actorOf(request),
        request.params.patientId,
        when,
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows, meta: { page, perPage, total } };
    },
  );

  app.get(
    paths.notes.path,
    {
      config: { access: familyAccess.portal, phi: patientRecord },
      schema: {
        tags,
        summary: "A linked patient's signed notes written for anyone, latest first",
        params: myCarePatientParamsSchema,
        querystring: familyNoteQuerySchema,
        response: { 200: listResponse(familyNoteSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await portal.notes(
        actorOf(request),
        request.params.patientId,
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows, meta: { page, perPage, total } };
    },
  );
};
