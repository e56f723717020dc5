import {
  itemResponse,
  patientMessageCreateSchema,
  patientMessageListQuerySchema,
  patientMessageSchema,
  patientMessagesParamsSchema,
  patientMessagesReadSchema,
  patientMessagesUnreadSchema,
  patientThreadPageSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { phiSubject } from '../../platform/phiRefusals.ts';
import type { MessageService } from './messageService.ts';
import { messageAccess } from './policy.ts';

export type MessageRoutesOptions = { messages: MessageService };

const tags = ['messages'];
const patientRecord = phiSubject('patient', 'patientId');

export const messageRoutes: FastifyPluginAsyncZod<MessageRoutesOptions> = async (
  app,
  { messages },
) => {
  app.get(
    '/api/patients/:patientId/messages',
    {
      config: { access: messageAccess.read, phi: patientRecord },
      schema: {
        tags,
        summary: "A patient's message thread between their family and their agency (audited)",
        params: patientMessagesParamsSchema,
        querystring: patientMessageListQuerySchema,
        response: { 200: patientThreadPageSchema },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total, patientName } = await messages.list(
        actorOf(request),
        request.params.patientId,
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows, meta: { page, perPage, total, patientName } };
    },
  );

  app.post(
    '/api/patients/:patientId/messages',
    {
      config: { access: messageAccess.write, phi: patientRecord },
      schema: {
        tags,
        summary: "Write in a patient's thread, as their family or for their agency",
        params: patientMessagesParamsSchema,
        body: patientMessageCreateSchema,
        response: { 201: itemResponse(patientMessageSchema) },
      },
    },
    async (request, reply) => {
      const message = await messages.post(
        actorOf(request),
        request.params.patientId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: message });
    },
  );

  app.post(
    '/api/patients/:patientId/messages/read',
    {
      config: { access: messageAccess.write, phi: patientRecord },
      schema: {
        tags,
        summary: "Mark a patient's thread read up to a message",
        params: patientMessagesParamsSchema,
        body: patientMessagesReadSchema,
        response: { 200: itemResponse(patientMessagesUnreadSchema) },
      },
    },
    async (request) => ({
      data: await messages.markRead(
        actorOf(request),
        request.params.patientId,
        request.body.lastReadId,
      ),
    }),
  );
};
