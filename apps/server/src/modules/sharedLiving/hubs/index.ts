import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createHubRepo } from './hubRepo.ts';
import { createHubService } from './hubService.ts';
import { createHubWriteRepo } from './hubWriteRepo.ts';
import { hubRoutes } from './routes.ts';

/** Shared-living hubs: the directory, and the clusters and host homes their operators keep. */
export const hubsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(hubRoutes, {
    hubs: createHubService(db, createHubRepo(db), createHubWriteRepo()),
  });
};
