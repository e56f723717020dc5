import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { careInvoicesFeature } from './invoices/index.ts';
import { carePaymentsFeature } from './payments/index.ts';
import { createRunRepo } from './runs/runRepo.ts';
import { runRoutes } from './runs/runRoutes.ts';
import { createRunService } from './runs/runService.ts';
import { createRunWork } from './runs/runWork.ts';
import { createSettingsRepo } from './settings/settingsRepo.ts';
import { settingsRoutes } from './settings/settingsRoutes.ts';
import { createSettingsService } from './settings/settingsService.ts';
import { createTimesheetRepo } from './timesheets/timesheetRepo.ts';
import { timesheetRoutes } from './timesheets/timesheetRoutes.ts';
import { createTimesheetService } from './timesheets/timesheetService.ts';

export { invoiceRunSweepJob } from './runs/runJob.ts';

/** Care billing: how an agency bills its patients and payers for the care it delivers. */
export const careBillingModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const settings = createSettingsService(db, createSettingsRepo(db));
  await app.register(settingsRoutes, { settings });
  await app.register(careInvoicesFeature, { db, settings });
  await app.register(timesheetRoutes, {
    timesheets: createTimesheetService(db, createTimesheetRepo(db)),
  });
  const runRepo = createRunRepo(db);
  await app.register(runRoutes, {
    runs: createRunService(db, runRepo, createRunWork(db, runRepo, settings)),
  });
  await app.register(carePaymentsFeature, { db });
};
