import {
  careTeamCandidateQuerySchema,
  careTeamCandidateSchema,
  listResponse,
  pathId,
  patientListQuerySchema,
  patientSchema,
  patientSummarySchema,
  patientWriteSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { recordRoutes } from '../shared/recordRoutes.ts';
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
    '/api/patients/care-team-candidates',
    {
      config: { access: patientAccess.write },
      schema: {
        tags,
        summary:
          'Who may join a care team at an agency (its caregivers and staff), searched and paged',
        querystring: careTeamCandidateQuerySchema,
        response: { 200: listResponse(careTeamCandidateSchema) },
      },
    },
    async (request) => {
      const { agencyId, q, page, perPage } = request.query;
      const { rows, total } = await patients.careTeamCandidates(actorOf(request), agencyId, q, {
        page,
        perPage,
      });
      return { data: rows, meta: { page, perPage, total } };
    },
  );

  recordRoutes(app, {
    path: '/api/patients',
    idParam: 'patientId',
    tags,
    access: patientAccess,
    phi: { all: patientRecords, one: patientRecord },
    schemas: {
      query: patientListQuerySchema,
      summary: patientSummarySchema,
      idParams: patientIdParams,
      write: patientWriteSchema,
      item: patientSchema,
    },
    summaries: {
      list: 'Patients I may see, searched, filtered, sorted and paged (the read is audited)',
      view: 'One patient with diagnoses, allergies, assistance and care team (audited)',
      create: 'Add a patient to an agency',
      update: 'Change a patient; the lists (diagnoses, allergies, …) are replaced whole',
    },
    list: (actor, { page, perPage, sort, ...filter }, locale, context) =>
      patients.list(actor, filter, sort, { page, perPage }, locale, context),
    summaryDto: patientSummaryDto,
    view: patients.get,
    create: patients.create,
    update: patients.update,
    dto: patientDto,
  });
};
