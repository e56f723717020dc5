import {
  administrationCreateSchema,
  administrationIdParamsSchema,
  administrationSchema,
  correctionCreateSchema,
  itemResponse,
  marQuerySchema,
  marSchema,
  medicationDiscontinueSchema,
  medicationIdParamsSchema,
  medicationPatientParamsSchema,
  medicationSchema,
  medicationWriteSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { medicationDto } from './dto.ts';
import type { MarService } from './marService.ts';
import type { MedicationService } from './medicationService.ts';
import { medicationAccess } from './policy.ts';

export type MedicationRoutesOptions = { medications: MedicationService; mar: MarService };

const tags = ['medications'];
const medicationResponse = itemResponse(medicationSchema);
const administrationResponse = itemResponse(administrationSchema);
// What these routes touch, for the audit of refusals: the patient, medication or dose in the path.
const patientRecord = phiSubject('patient', 'patientId');
const medicationRecord = phiSubject('medication', 'medicationId');
const administrationRecord = phiSubject('medication_administration', 'administrationId');

export const medicationRoutes: FastifyPluginAsyncZod<MedicationRoutesOptions> = async (
  app,
  { medications, mar },
) => {
  app.get(
    '/api/patients/:patientId/medications',
    {
      config: { access: medicationAccess.read, phi: patientRecord },
      schema: {
        tags,
        summary: "A patient's medications, current first, then discontinued (the read is audited)",
        params: medicationPatientParamsSchema,
        response: { 200: z.object({ data: z.array(medicationSchema) }) },
      },
    },
    async (request) => {
      const rows = await medications.list(
        actorOf(request),
        request.params.patientId,
        auditContextOf(request),
      );
      return { data: rows.map(medicationDto) };
    },
  );

  app.post(
    '/api/patients/:patientId/medications',
    {
      config: { access: medicationAccess.prescribe, phi: patientRecord },
      schema: {
        tags,
        summary: 'Add a medication with its dose, route and schedule',
        params: medicationPatientParamsSchema,
        body: medicationWriteSchema,
        response: { 201: medicationResponse },
      },
    },
    async (request, reply) => {
      const row = await medications.create(
        actorOf(request),
        request.params.patientId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: medicationDto(row) });
    },
  );

  app.patch(
    '/api/medications/:medicationId',
    {
      config: { access: medicationAccess.prescribe, phi: medicationRecord },
      schema: {
        tags,
        summary: 'Change a current medication (the whole form is sent); recorded doses stay',
        params: medicationIdParamsSchema,
        body: medicationWriteSchema,
        response: { 200: medicationResponse },
      },
    },
    async (request) => {
      const row = await medications.update(
        actorOf(request),
        request.params.medicationId,
        request.body,
        auditContextOf(request),
      );
      return { data: medicationDto(row) };
    },
  );

  app.post(
    '/api/medications/:medicationId/discontinue',
    {
      config: { access: medicationAccess.prescribe, phi: medicationRecord },
      schema: {
        tags,
        summary: 'Stop a medication, with the reason; it is kept with its record, never deleted',
        params: medicationIdParamsSchema,
        body: medicationDiscontinueSchema,
        response: { 200: medicationResponse },
      },
    },
    async (request) => {
      const row = await medications.discontinue(
        actorOf(request),
        request.params.medicationId,
        request.body,
        auditContextOf(request),
      );
      return { data: medicationDto(row) };
    },
  );

  app.get(
    '/api/patients/:patientId/mar',
    {
      config: { access: medicationAccess.read, phi: patientRecord },
      schema: {
        tags,
        summary:
          'The MAR grid: each medication with its doses on the days from..to (at most 31) and their entries (audited)',
        params: medicationPatientParamsSchema,
        querystring: marQuerySchema,
        response: { 200: itemResponse(marSchema) },
      },
    },
    async (request) => ({
      data: await mar.grid(
        actorOf(request),
        request.params.patientId,
        request.query,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    '/api/medications/:medicationId/administrations',
    {
      config: { access: medicationAccess.record, phi: medicationRecord },
      schema: {
        tags,
        summary:
          'Record a dose once; a second recording of the same dose is 409 (add a correction); a dose recorded offline keeps its time, and its replayed idempotency key records nothing',
        params: medicationIdParamsSchema,
        body: administrationCreateSchema,
        response: { 201: administrationResponse },
      },
    },
    async (request, reply) => {
      const entry = await mar.record(
        actorOf(request),
        request.params.medicationId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: entry });
    },
  );

  app.post(
    '/api/administrations/:administrationId/corrections',
    {
      config: { access: medicationAccess.record, phi: administrationRecord },
      schema: {
        tags,
        summary: 'Correct an entry with a new one that names it; the corrected entry stays',
        params: administrationIdParamsSchema,
        body: correctionCreateSchema,
        response: { 201: administrationResponse },
      },
    },
    async (request, reply) => {
      const entry = await mar.correct(
        actorOf(request),
        request.params.administrationId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: entry });
    },
  );
};
