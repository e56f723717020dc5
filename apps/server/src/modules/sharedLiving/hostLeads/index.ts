import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { UserService } from '../../identity/index.ts';
import { createHostLeadRepo } from './hostLeadRepo.ts';
import { createHostLeadService } from './hostLeadService.ts';
import { hostLeadRoutes } from './routes.ts';

export type HostLeadsModuleOptions = {
  db: Database;
  requestRateLimit: number;
  /** Invites an approved host as the provider of their host home. */
  users: UserService;
};

/** Would-be shared-living hosts sign up; administrators work them through a pipeline. */
export const hostLeadsModule: FastifyPluginAsync<HostLeadsModuleOptions> = async (
  app,
  { db, requestRateLimit, users },
) => {
  await app.register(hostLeadRoutes, {
    hostLeads: createHostLeadService(db, createHostLeadRepo(db), users),
    requestRateLimit,
  });
};
