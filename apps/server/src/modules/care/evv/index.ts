import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { MarkReview } from '../verification/index.ts';
import { createChangeRepo } from './changeRepo.ts';
import { createChangeService } from './changeService.ts';
import { createRecordService } from './recordService.ts';
import { evvRoutes } from './routes.ts';
import { createVisitRecordRepo } from './visitRecordRepo.ts';

/**
 * Electronic visit verification as an agency and a state aggregator see it: visit maintenance
 * (corrections with reason and resolution codes, the originals kept), the six-element record of
 * a visit and the aggregator export.
 */
export const evvModule: FastifyPluginAsync<{ db: Database; markReview: MarkReview }> = async (
  app,
  { db, markReview },
) => {
  await app.register(evvRoutes, {
    changes: createChangeService(db, createChangeRepo(), markReview),
    records: createRecordService(db, createVisitRecordRepo(db)),
  });
};
