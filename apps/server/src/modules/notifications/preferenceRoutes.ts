import {
  notificationPreferencesInputSchema,
  notificationPreferencesResponseSchema,
  unsubscribeInputSchema,
  unsubscribeResponseSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { notificationAccess } from './policy.ts';
import type { PreferenceService } from './preferenceService.ts';

export type PreferenceRoutesOptions = { preferences: PreferenceService };

const tags = ['notifications'];

export const preferenceRoutes: FastifyPluginAsyncZod<PreferenceRoutesOptions> = async (
  app,
  { preferences },
) => {
  app.get(
    '/api/notification-preferences',
    {
      config: { access: notificationAccess.ownPreferences },
      schema: {
        tags,
        summary: 'Where each kind of my notifications reaches me: the bell, mail, both or neither',
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({ data: await preferences.list(actorOf(request).userId) }),
  );

  app.put(
    '/api/notification-preferences',
    {
      config: { access: notificationAccess.ownPreferences },
      schema: {
        tags,
        summary: 'Change where kinds of my notifications reach me (high priority ones never none)',
        body: notificationPreferencesInputSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({
      data: await preferences.update(
        actorOf(request).userId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    '/api/notification-preferences/unsubscribe',
    {
      config: { access: notificationAccess.unsubscribe },
      schema: {
        tags,
        summary:
          "Turn off one kind's mail with the signed token of a mail's link, without signing in",
        body: unsubscribeInputSchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => ({
      data: await preferences.unsubscribe(request.body.token, auditContextOf(request)),
    }),
  );
};
