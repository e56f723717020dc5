import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createContactRepo } from './contactRepo.ts';
import { contactRoutes } from './contactRoutes.ts';
import { createContactService } from './contactService.ts';
import { createPatientRepo } from './patientRepo.ts';
import { createPatientService } from './patientService.ts';
import { createPatientWriteRepo } from './patientWriteRepo.ts';
import { patientRoutes } from './routes.ts';

// The patients' rule, for every module that reads a patient's records.
export { type PatientScope, patientScope } from './policy.ts';
export { patientScopeCondition } from './scopeCondition.ts';

/** Patients and their contacts: the directory's health records. */
export const patientsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const patientRepo = createPatientRepo(db);
  await app.register(patientRoutes, {
    patients: createPatientService(db, patientRepo, createPatientWriteRepo(db)),
  });
  await app.register(contactRoutes, {
    contacts: createContactService(db, patientRepo, createContactRepo(db)),
  });
};
