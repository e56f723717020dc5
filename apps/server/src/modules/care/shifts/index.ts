import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createPlanService } from './planService.ts';
import { shiftRoutes } from './routes.ts';
import { createShiftRepo } from './shiftRepo.ts';
import { createShiftWriteRepo } from './shiftWriteRepo.ts';
import { createVisitService } from './visitService.ts';

/** Shifts: the visits of an assessment's schedule, who takes each, and the visit record (EVV). */
export const shiftsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createShiftRepo(db);
  const writeRepo = createShiftWriteRepo(db);
  await app.register(shiftRoutes, {
    plan: createPlanService(db, repo, writeRepo),
    visits: createVisitService(db, repo, writeRepo),
  });
};
