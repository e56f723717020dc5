import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { SignatureStore, Verification } from '../verification/index.ts';
import { createMissedVisits } from './missedVisits.ts';
import { createPlanService } from './planService.ts';
import { shiftRoutes } from './routes.ts';
import { createShiftRepo } from './shiftRepo.ts';
import { createShiftWriteRepo } from './shiftWriteRepo.ts';
import { type AttendanceAnnouncer, createVisitService } from './visitService.ts';

export {
  markColumnValues,
  type RecordedMark,
  recordedMark,
  recordedMarks,
  visitMarkColumns,
  visitMarkDto,
} from './visitMarks.ts';

export type ShiftsModuleOptions = {
  db: Database;
  /** What each check-in and check-out is verified with, and where missed visits are flagged. */
  verification: Verification;
  signatures: SignatureStore;
  /**
   * Told after a check-in or check-out has committed (the agency's office already heard): the
   * patient's linked families, the agency's dashboard figures.
   */
  announceAttendance: AttendanceAnnouncer;
};

/** Shifts: the visits of an assessment's schedule, who takes each, and the visit record (EVV). */
export const shiftsModule: FastifyPluginAsync<ShiftsModuleOptions> = async (
  app,
  { db, verification, signatures, announceAttendance },
) => {
  const repo = createShiftRepo(db);
  const writeRepo = createShiftWriteRepo(db);
  await app.register(shiftRoutes, {
    plan: createPlanService(db, repo, writeRepo, createMissedVisits(db, writeRepo, verification)),
    visits: createVisitService({
      db,
      repo,
      writeRepo,
      verifier: verification.verifier,
      signatures,
      signatureKeyOf: verification.signatureKeyOf,
      announceAttendance,
    }),
  });
};
