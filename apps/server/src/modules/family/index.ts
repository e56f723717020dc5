import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import type { UserService } from '../identity/index.ts';
import { createFamilyAnnouncer } from './announcer.ts';
import { createInvitationRepo } from './invitationRepo.ts';
import { invitationRoutes } from './invitationRoutes.ts';
import { createInvitationService } from './invitationService.ts';
import { createPortalRepo } from './portalRepo.ts';
import { portalRoutes } from './portalRoutes.ts';
import { createPortalService } from './portalService.ts';

export type { FamilyAnnouncer } from './announcer.ts';

export type FamilyParts = {
  db: Database;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
  users: UserService;
  mailer: Mailer;
  publicUrl: string;
};

/**
 * The family's portal "My care" (issue 23): its routes, and the announcer the care modules hand
 * their check-ins, check-outs and request moves to once they have committed.
 */
export function createFamily({ db, broadcaster, log, users, mailer, publicUrl }: FamilyParts) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(portalRoutes, { portal: createPortalService(db, createPortalRepo(db)) });
    await app.register(invitationRoutes, {
      invitations: createInvitationService({
        db,
        repo: createInvitationRepo(),
        users,
        mailer,
        publicUrl,
      }),
    });
  };
  return { routes, announcer: createFamilyAnnouncer(db, broadcaster, log) };
}
