import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createAttendanceRepo } from './attendanceRepo.ts';
import { attendanceRoutes } from './attendanceRoutes.ts';
import { createAttendanceService } from './attendanceService.ts';

/** Daily attendance at an adult day program: the day sheet, corrections, the day's capacity. */
export const attendanceModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(attendanceRoutes, {
    attendance: createAttendanceService(db, createAttendanceRepo(db)),
  });
};
