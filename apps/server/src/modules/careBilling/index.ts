import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { carePaymentsFeature } from './payments/index.ts';
import { createSettingsRepo } from './settings/settingsRepo.ts';
import { settingsRoutes } from './settings/settingsRoutes.ts';
import { createSettingsService } from './settings/settingsService.ts';

/** Care billing: how an agency bills its patients and payers for the care it delivers. */
export const careBillingModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(settingsRoutes, {
    settings: createSettingsService(db, createSettingsRepo(db)),
  });
  await app.register(carePaymentsFeature, { db });
};
