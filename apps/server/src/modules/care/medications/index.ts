import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createAdministrationRepo } from './administrationRepo.ts';
import { createMarService } from './marService.ts';
import { createMedicationRepo } from './medicationRepo.ts';
import { createMedicationService } from './medicationService.ts';
import { medicationRoutes } from './routes.ts';

/** The medication administration record: a patient's medications and every dose recorded. */
export const medicationsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const medicationRepo = createMedicationRepo(db);
  const medications = createMedicationService(db, medicationRepo);
  await app.register(medicationRoutes, {
    medications,
    mar: createMarService(db, medications, medicationRepo, createAdministrationRepo(db)),
  });
};
