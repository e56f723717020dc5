import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import { createNotificationRepo } from './notificationRepo.ts';
import { createNotificationService } from './notificationService.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { notificationRoutes } from './routes.ts';

export type { NotificationDraft, Notifier } from './notifier.ts';

/** Builds the notifier other modules are given, and the routes of the bell. */
export function createNotifications(
  db: Database,
  broadcaster: Broadcaster,
  log: FastifyBaseLogger,
) {
  const repo = createNotificationRepo(db);
  const notifier: Notifier = createNotifier(db, repo, broadcaster, log);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(notificationRoutes, {
      notifications: createNotificationService(db, repo, broadcaster, log),
    });
  };
  return { notifier, routes };
}
