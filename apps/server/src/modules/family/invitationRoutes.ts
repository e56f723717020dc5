import {
  contactLinkParamsSchema,
  familyInvitationAcceptedSchema,
  familyInvitationAcceptSchema,
  familyInvitationSchema,
  itemResponse,
  routes,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { requestLocale } from '../../platform/requestLocale.ts';
import type { InvitationService } from './invitationService.ts';
import { familyAccess } from './policy.ts';

const tags = ['family'];
const paths = routes.family;

export const invitationRoutes: FastifyPluginAsyncZod<{ invitations: InvitationService }> = async (
  app,
  { invitations },
) => {
  app.post(
    paths.invite.path,
    {
      config: { access: familyAccess.invite },
      schema: {
        tags,
        summary:
          "Invite a patient's contact to follow the patient's care with a family account (422 " +
          'without an email or recorded consent); a new address gets an account to set up',
        params: contactLinkParamsSchema,
        response: { 201: itemResponse(familyInvitationSchema) },
      },
    },
    async (request, reply) => {
      const { patientId, contactId } = request.params;
      const sent = await invitations.invite(
        actorOf(request),
        patientId,
        contactId,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: sent });
    },
  );

  app.delete(
    paths.unlink.path,
    {
      config: { access: familyAccess.invite },
      schema: {
        tags,
        summary: "Stop a contact's family account following the patient (open invitations too)",
        params: contactLinkParamsSchema,
      },
    },
    async (request, reply) => {
      const { patientId, contactId } = request.params;
      await invitations.unlink(actorOf(request), patientId, contactId, auditContextOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    paths.accept.path,
    {
      config: { access: familyAccess.accept },
      schema: {
        tags,
        summary: 'Accept an invitation sent to my address: my account follows the patient',
        body: familyInvitationAcceptSchema,
        response: { 200: itemResponse(familyInvitationAcceptedSchema) },
      },
    },
    async (request) => ({
      data: await invitations.accept(actorOf(request), request.body.token, auditContextOf(request)),
    }),
  );
};
