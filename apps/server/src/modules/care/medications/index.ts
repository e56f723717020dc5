import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { patientScope } from '../../directory/patients/index.ts';
import { createAdministrationRepo } from './administrationRepo.ts';
import { createDueDoseRepo, type DueDoseRow } from './dueDoseRepo.ts';
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

export type DueDoses = (
  caregiver: Actor,
  patientIds: readonly number[],
  day: string,
) => Promise<DueDoseRow[]>;

/** The doses of a day nobody has recorded yet, for a caregiver's home: the MAR's own reach. */
export const dueDosesReader = (db: Database): DueDoses => {
  const dueDoses = createDueDoseRepo(db);
  return (caregiver: Actor, patientIds: readonly number[], day: string) =>
    dueDoses(patientScope(caregiver), patientIds, day);
};
