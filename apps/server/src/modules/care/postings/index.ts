import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Notifier } from '../../notifications/index.ts';
import { createPostingRepo } from './postingRepo.ts';
import { createPostingService } from './postingService.ts';
import { createPostingWriteRepo } from './postingWriteRepo.ts';
import { postingRoutes } from './routes.ts';

/** Postings: a booking offered to other agencies or caregivers; the first to accept fills it. */
export const postingsModule: FastifyPluginAsync<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  await app.register(postingRoutes, {
    postings: createPostingService(db, createPostingRepo(db), createPostingWriteRepo(), notifier),
  });
};
