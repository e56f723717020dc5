import {
  careTeamCandidateQuerySchema,
  careTeamCandidateSchema,
  itemResponse,
  listResponse,
  pathId,
  patientListQuerySchema,
  patientSchema,
  patientSummarySchema,
  patientWriteSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import { patientDto, patientSummaryDto } from './dto.ts';
import type { PatientService } from './patientService.ts';
import { patientAccess } from './policy.ts';

export type PatientRoutesOptions = { patients: PatientService };

const tags = ['patients'];
export const patientIdParams = z.object({ patientId: pathId });
/** What these routes touch, for the audit of refusals: patients, or the one in the path. */
const patientRecords = phiSubject('patient');
export const patientRecord = phiSubject('patient', 'patientId');

export const patientRoutes: FastifyPluginAsyncZod<PatientRoutesOptions> = async (
  app,
  { patients },
) => {
  app.get(
    '/api/patients',
    {
      config: { access: patientAccess.read, phi: patientRecords },
      schema: {
        tags,
        summary: 'Patients I may see, searched, filtered, sorted and paged (the read is audited)',
        querystring: patientListQuerySchema,
        response: { 200: listResponse(patientSummarySchema) },
      },
    },
    async (request) => {
      const { page, perPage, sort, ...filter } = request.query;
      const { rows, total } = await patients.list(
        actorOf(request),
        filter,
        sort,
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows.map(patientSummaryDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/patients/care-team-candidates',
    {
      config: { access: patientAccess.write },
      schema: {
        tags,
        summary: 'Who may join a care team at an agency: its caregivers and staff',
        querystring: careTeamCandidateQuerySchema,
        response: { 200: z.object({ data: z.array(careTeamCandidateSchema) }) },
      },
    },
    async (request) => ({
      data: await patients.careTeamCandidates(actorOf(request), request.query.agencyId),
    }),
  );

  app.get(
    '/api/patients/:patientId',
    {
      config: { access: patientAccess.read, phi: patientRecord },
      schema: {
        tags,
        summary: 'One patient with diagnoses, allergies, assistance and care team (audited)',
        params: patientIdParams,
        response: { 200: itemResponse(patientSchema) },
      },
    },
    async (request) => ({
      data: patientDto(
        await patients.get(
          actorOf(request),
          request.params.patientId,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.post(
    '/api/patients',
    {
      config: { access: patientAccess.write, phi: patientRecords },
      schema: {
        tags,
        summary: 'Add a patient to an agency',
        body: patientWriteSchema,
        response: { 201: itemResponse(patientSchema) },
      },
    },
    async (request, reply) => {
      const created = await patients.create(
        actorOf(request),
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: patientDto(created) });
    },
  );

  app.put(
    '/api/patients/:patientId',
    {
      config: { access: patientAccess.write, phi: patientRecord },
      schema: {
        tags,
        summary: 'Change a patient; the lists (diagnoses, allergies, …) are replaced whole',
        params: patientIdParams,
        body: patientWriteSchema,
        response: { 200: itemResponse(patientSchema) },
      },
    },
    async (request) => ({
      data: patientDto(
        await patients.update(
          actorOf(request),
          request.params.patientId,
          request.body,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );
};
