import {
  contactListQuerySchema,
  contactSchema,
  contactWriteSchema,
  itemResponse,
  listResponse,
  pathId,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { ContactService } from './contactService.ts';
import { contactDto } from './dto.ts';
import { patientAccess } from './policy.ts';
import { patientIdParams, patientRecord } from './routes.ts';

export type ContactRoutesOptions = { contacts: ContactService };

const tags = ['patients'];
const contactParams = patientIdParams.extend({ contactId: pathId });

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contacts },
) => {
  app.get(
    '/api/patients/:patientId/contacts',
    {
      config: { access: patientAccess.read, phi: patientRecord },
      schema: {
        tags,
        summary: "A patient's contacts, emergency contacts first (the read is audited)",
        params: patientIdParams,
        querystring: contactListQuerySchema,
        response: { 200: listResponse(contactSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await contacts.list(
        actorOf(request),
        request.params.patientId,
        { page, perPage },
        requestLocale(request),
        auditContextOf(request),
      );
      return { data: rows.map(contactDto), meta: { page, perPage, total } };
    },
  );

  app.post(
    '/api/patients/:patientId/contacts',
    {
      config: { access: patientAccess.write, phi: patientRecord },
      schema: {
        tags,
        summary: 'Add a contact to a patient',
        params: patientIdParams,
        body: contactWriteSchema,
        response: { 201: itemResponse(contactSchema) },
      },
    },
    async (request, reply) => {
      const created = await contacts.create(
        actorOf(request),
        request.params.patientId,
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: contactDto(created) });
    },
  );

  app.put(
    '/api/patients/:patientId/contacts/:contactId',
    {
      config: { access: patientAccess.write, phi: patientRecord },
      schema: {
        tags,
        summary: "Change a patient's contact",
        params: contactParams,
        body: contactWriteSchema,
        response: { 200: itemResponse(contactSchema) },
      },
    },
    async (request) => ({
      data: contactDto(
        await contacts.update(
          actorOf(request),
          request.params.patientId,
          request.params.contactId,
          request.body,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.delete(
    '/api/patients/:patientId/contacts/:contactId',
    {
      config: { access: patientAccess.write, phi: patientRecord },
      schema: {
        tags,
        summary: "Remove a patient's contact",
        params: contactParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await contacts.delete(
        actorOf(request),
        request.params.patientId,
        request.params.contactId,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(204).send(null);
    },
  );
};
