import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createAssessmentRepo } from './assessmentRepo.ts';
import { createAssessmentService } from './assessmentService.ts';
import { createAssessmentWriteRepo } from './assessmentWriteRepo.ts';
import { assessmentRoutes } from './routes.ts';
import { createStatusService, type StatusMoved } from './statusService.ts';

export type AssessmentsModuleOptions = {
  db: Database;
  /** Told after a move has committed (the family that requested the care hears of it live). */
  onStatusMoved: StatusMoved;
};

/** Assessments (bookings of care): what, for whom, when, at what rate, and where they stand. */
export const assessmentsModule: FastifyPluginAsync<AssessmentsModuleOptions> = async (
  app,
  { db, onStatusMoved },
) => {
  const writeRepo = createAssessmentWriteRepo(db);
  const assessments = createAssessmentService(db, createAssessmentRepo(db), writeRepo);
  await app.register(assessmentRoutes, {
    assessments,
    statuses: createStatusService(db, assessments, writeRepo, onStatusMoved),
  });
};
