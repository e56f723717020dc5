import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { CookieSettings } from '../../platform/auth/cookies.ts';
import type { ChangeListener } from '../../platform/db/changeListener.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { LiveSockets } from '../../platform/realtime/terminations.ts';
import { createAuditLogService } from './auditLogService.ts';
import { createAuthRepo } from './authRepo.ts';
import { authRoutes } from './authRoutes.ts';
import { createHistoryRepo } from './historyRepo.ts';
import { historyRoutes } from './historyRoutes.ts';
import { createPasswordService } from './passwordService.ts';
import { createSessionCache } from './sessionCache.ts';
import { createSessionService, type SessionSettings } from './sessionService.ts';
import { createTokenService } from './tokenService.ts';
import { createUserRepo } from './userRepo.ts';
import { userRoutes } from './userRoutes.ts';
import { createUserService } from './userService.ts';

// The language of a person's mails and of the links in them, for any module that mails people.
export {
  localizedLink,
  type MailCatalogue,
  type MailText,
  recipientLocale,
} from '../../platform/mail/mailText.ts';
// What other modules ask of identity besides the services built below: the people around a record.
export { activeActorsAround, type RecordOrganisations } from './actorDirectory.ts';
export { userDto } from './dto.ts';
export { SESSION_CHANGES_CHANNEL } from './sessionCache.ts';
export type { UserService } from './userService.ts';

export type IdentitySettings = {
  session: SessionSettings;
  cookies: CookieSettings;
  publicUrl: string;
  exposeOutbox: boolean;
  signInRateLimit: number;
};

/**
 * Builds the identity services; the platform's authentication hook needs `sessions.resolver`.
 * With `changes` (listening on `SESSION_CHANGES_CHANNEL`), sessions are answered from memory
 * between changes; without, every request reads its session.
 */
export function createIdentity(
  db: Database,
  mailer: Mailer,
  settings: IdentitySettings,
  changes: ChangeListener | null,
) {
  const authRepo = createAuthRepo(db);
  const userRepo = createUserRepo(db);
  const passwords = createPasswordService(db, authRepo, userRepo, mailer, {
    publicUrl: settings.publicUrl,
  });
  const services = {
    sessions: createSessionService(
      db,
      authRepo,
      userRepo,
      settings.session,
      changes === null ? null : createSessionCache(changes),
    ),
    passwords,
    tokens: createTokenService(db, authRepo),
    users: createUserService(db, userRepo, authRepo, passwords),
  };

  /** `liveSockets`: how signing out and disabling end the user's live sockets. */
  const routes: FastifyPluginAsyncZod<{ liveSockets: LiveSockets }> = async (
    app,
    { liveSockets },
  ) => {
    await app.register(authRoutes, {
      ...services,
      liveSockets,
      cookies: settings.cookies,
      signInRateLimit: settings.signInRateLimit,
    });
    await app.register(userRoutes, { users: services.users, liveSockets });
    const history = createHistoryRepo(db);
    await app.register(historyRoutes, {
      history,
      auditLog: createAuditLogService(db, history),
      exposeOutbox: settings.exposeOutbox,
    });
  };
  return { ...services, routes };
}
