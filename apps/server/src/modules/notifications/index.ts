import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailContext } from '../../platform/mail/index.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import { createNotificationRepo } from './notificationRepo.ts';
import { createNotificationService } from './notificationService.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { preferenceRoutes } from './preferenceRoutes.ts';
import { createPreferenceService } from './preferenceService.ts';
import { notificationRoutes } from './routes.ts';

export type { NotificationDraft, Notifier } from './notifier.ts';

export type NotificationsDependencies = {
  db: Database;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
  mail: MailContext;
};

/** Builds the notifier other modules are given, and the routes of the bell and preferences. */
export function createNotifications({ db, broadcaster, log, mail }: NotificationsDependencies) {
  const repo = createNotificationRepo(db);
  const notifier: Notifier = createNotifier({ db, repo, broadcaster, log, mail });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(notificationRoutes, {
      notifications: createNotificationService(db, repo, broadcaster, log),
    });
    await app.register(preferenceRoutes, {
      preferences: createPreferenceService(db, mail.linkSecret),
    });
  };
  return { notifier, routes };
}
