import {
  caregiverDocumentSchema,
  caregiverDocumentWriteSchema,
  caregiverSubListQuerySchema,
  itemResponse,
  listResponse,
  pathId,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { todayUtc } from './caregiverService.ts';
import type { DocumentService } from './documentService.ts';
import { documentDto } from './dto.ts';
import { caregiverAccess } from './policy.ts';
import { caregiverFile, caregiverIdParams, tags } from './routes.ts';

export type DocumentRoutesOptions = { documents: DocumentService };

const documentParams = caregiverIdParams.extend({
  documentId: pathId,
});

export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (
  app,
  { documents },
) => {
  app.get(
    '/api/caregivers/:caregiverId/documents',
    {
      config: { access: caregiverAccess.read, phi: caregiverFile },
      schema: {
        tags,
        summary: "A caregiver's certificates and checks, the soonest to expire first",
        params: caregiverIdParams,
        querystring: caregiverSubListQuerySchema,
        response: { 200: listResponse(caregiverDocumentSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await documents.list(
        actorOf(request),
        request.params.caregiverId,
        { page, perPage },
        auditContextOf(request),
      );
      const today = todayUtc();
      return { data: rows.map((row) => documentDto(row, today)), meta: { page, perPage, total } };
    },
  );

  app.post(
    '/api/caregivers/:caregiverId/documents',
    {
      config: { access: caregiverAccess.write, phi: caregiverFile },
      schema: {
        tags,
        summary: 'Add a certificate or check to a caregiver',
        params: caregiverIdParams,
        body: caregiverDocumentWriteSchema,
        response: { 201: itemResponse(caregiverDocumentSchema) },
      },
    },
    async (request, reply) => {
      const created = await documents.create(
        actorOf(request),
        request.params.caregiverId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: documentDto(created, todayUtc()) });
    },
  );

  app.put(
    '/api/caregivers/:caregiverId/documents/:documentId',
    {
      config: { access: caregiverAccess.write, phi: caregiverFile },
      schema: {
        tags,
        summary: 'Change a caregiver document (a renewal: new dates and number)',
        params: documentParams,
        body: caregiverDocumentWriteSchema,
        response: { 200: itemResponse(caregiverDocumentSchema) },
      },
    },
    async (request) => {
      const { caregiverId, documentId } = request.params;
      const updated = await documents.update(
        actorOf(request),
        caregiverId,
        documentId,
        request.body,
        auditContextOf(request),
      );
      return { data: documentDto(updated, todayUtc()) };
    },
  );

  app.delete(
    '/api/caregivers/:caregiverId/documents/:documentId',
    {
      config: { access: caregiverAccess.write, phi: caregiverFile },
      schema: {
        tags,
        summary: 'Remove a caregiver document entered by mistake',
        params: documentParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { caregiverId, documentId } = request.params;
      await documents.remove(actorOf(request), caregiverId, documentId, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
};
