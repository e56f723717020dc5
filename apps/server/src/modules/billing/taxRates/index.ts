import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createTaxRateRepo } from './taxRateRepo.ts';
import { taxRateRoutes } from './taxRateRoutes.ts';
import { createTaxRateService } from './taxRateService.ts';

export { salesTaxAt } from './salesTax.ts';

/** Sales-tax rates by region, append-only with the day each takes effect. */
export const taxRatesModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(taxRateRoutes, { taxRates: createTaxRateService(db, createTaxRateRepo(db)) });
};
