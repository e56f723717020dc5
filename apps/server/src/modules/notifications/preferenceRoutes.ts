import {
  DEFAULT_LOCALE,
  Locale,
  localeBase,
  notificationPreferencesInputSchema,
  notificationPreferencesResponseSchema,
  unsubscribeInputSchema,
  unsubscribeResponseSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { acceptFormBodies } from '../../platform/formBody.ts';
import { ONE_CLICK_UNSUBSCRIBE, UNSUBSCRIBE_PAGE } from './mail/renderNotificationMail.ts';
import { notificationAccess } from './policy.ts';
import type { PreferenceService } from './preferenceService.ts';

export type PreferenceRoutesOptions = { preferences: PreferenceService };

const tags = ['notifications'];

/** The header's address names the token, and the locale of the page a browser is sent on to. */
const oneClickQuerySchema = z.object({
  token: unsubscribeInputSchema.shape.token,
  locale: Locale.schema.default(DEFAULT_LOCALE),
});
/** RFC 8058: the one body a mail client's one-click POST carries. */
const oneClickBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
// Room for the multipart form RFC 8058 prefers: two boundary lines of up to 70 characters and
// the field's headers around its 9-byte value.
const ONE_CLICK_BODY_LIMIT = 1024;

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
    async (request) => ({ data: await preferences.list(actorOf(request)) }),
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
      data: await preferences.update(actorOf(request), request.body, auditContextOf(request)),
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

  // A mail client posts a form, without any cookie or CSRF token: the signed token is the proof.
  acceptFormBodies(app, ONE_CLICK_BODY_LIMIT);

  app.post(
    ONE_CLICK_UNSUBSCRIBE,
    {
      config: { access: notificationAccess.unsubscribe },
      schema: {
        tags,
        summary:
          "A mail client's one-click unsubscribe (RFC 8058): the header's token, a form body",
        querystring: oneClickQuerySchema,
        body: oneClickBodySchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => ({
      data: await preferences.unsubscribe(request.query.token, auditContextOf(request)),
    }),
  );

  app.get(
    ONE_CLICK_UNSUBSCRIBE,
    {
      config: { access: notificationAccess.unsubscribe },
      schema: {
        tags,
        summary:
          'A mail client without one-click opens the header in a browser: on to the page that asks',
        querystring: oneClickQuerySchema,
      },
    },
    // Opening a link never unsubscribes (mail scanners open links): the page asks first.
    async (request, reply) =>
      reply.redirect(
        `${localeBase(request.query.locale)}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(request.query.token)}`,
        303,
      ),
  );
};
