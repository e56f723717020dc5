import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createReviewRepo } from './reviewRepo.ts';
import { createReviewService } from './reviewService.ts';
import { reviewRoutes } from './routes.ts';

export type ReviewsModuleOptions = { db: Database };

/** Families' reviews of listings, the organisations' replies, and admins' moderation. */
export const reviewsModule: FastifyPluginAsync<ReviewsModuleOptions> = async (app, { db }) => {
  await app.register(reviewRoutes, { reviews: createReviewService(db, createReviewRepo(db)) });
};
