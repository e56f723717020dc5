import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createPartnerRepo } from './partnerRepo.ts';
import { partnerRoutes } from './routes.ts';

/** Partners as other forms' pickers find them; their users and hubs live elsewhere. */
export const partnersModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(partnerRoutes, { partners: createPartnerRepo(db) });
};
