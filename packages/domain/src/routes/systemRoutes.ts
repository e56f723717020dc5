import { itemResponse } from '../api/envelopes.ts';
import { mapConfigResponseSchema } from '../api/mapConfig.ts';
import {
  notificationListResponseSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesResponseSchema,
  unreadCountResponseSchema,
  unsubscribeInputSchema,
  unsubscribeResponseSchema,
} from '../api/notifications.ts';
import { realtimeConfigResponseSchema } from '../api/realtime.ts';
import { appInfoSchema } from '../api/system.ts';
import { get, post, put } from './endpoint.ts';

export const systemRoutes = {
  appInfo: get('/api/app-info', itemResponse(appInfoSchema)),
  mapConfig: get('/api/map-config', mapConfigResponseSchema),
  realtimeConfig: get('/api/realtime-config', realtimeConfigResponseSchema),
};

export const notificationRoutes = {
  list: get('/api/notifications', notificationListResponseSchema),
  unreadCount: get('/api/notifications/unread-count', unreadCountResponseSchema),
  markRead: post('/api/notifications/:notificationId/read'),
  markAllRead: post('/api/notifications/read-all'),
  preferences: get('/api/notification-preferences', notificationPreferencesResponseSchema),
  savePreferences: put('/api/notification-preferences', {
    body: notificationPreferencesInputSchema,
    response: notificationPreferencesResponseSchema,
  }),
  unsubscribe: post('/api/notification-preferences/unsubscribe', {
    body: unsubscribeInputSchema,
    response: unsubscribeResponseSchema,
  }),
};
