import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/actor.ts';
import { senderSocketId } from '../../platform/realtime/senderSocketId.ts';
import type { NotificationService } from './notificationService.ts';
import { notificationAccess } from './policy.ts';

export type NotificationRoutesOptions = { notifications: NotificationService };

const tags = ['notifications'];
const config = { access: notificationAccess.own };
const unreadResponse = { 200: unreadCountResponseSchema };

export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications',
    {
      config,
      schema: {
        tags,
        summary:
          'My notifications, newest first, with how many are unread; filtered by kind, read state and days',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const { page, perPage, unread, kind, from, to } = request.query;
      const result = await notifications.list(
        actorOf(request),
        { unread, kind, from, to },
        { page, perPage },
      );
      return {
        data: result.rows,
        meta: { page, perPage, total: result.total, unread: result.unread },
      };
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config,
      schema: {
        tags,
        summary: 'How many of my notifications are unread',
        response: unreadResponse,
      },
    },
    async (request) => ({ data: { unread: await notifications.unreadCount(actorOf(request)) } }),
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: unreadResponse,
      },
    },
    async (request) => ({
      data: {
        unread: await notifications.markRead(
          actorOf(request),
          request.params.notificationId,
          senderSocketId(request),
        ),
      },
    }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config,
      schema: { tags, summary: 'Mark all my notifications read', response: unreadResponse },
    },
    async (request) => ({
      data: { unread: await notifications.markAllRead(actorOf(request), senderSocketId(request)) },
    }),
  );
};
